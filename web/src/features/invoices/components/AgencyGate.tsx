import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useAgencyTimeZone } from '../api/use-invoice-company';

export interface AgencyContext {
  accountId: string;
  /** The agency's time zone: upload days and date ranges are the agency's days. */
  timeZone: string;
  /** Set for a client-company user, whose invoices are that company's only. */
  clientCompanyId: string | undefined;
}

/** Renders its children once the signed-in member's agency and its time zone are known. */
export function AgencyGate({ children }: { children: (context: AgencyContext) => ReactNode }) {
  const { claims } = useSession();
  const { t } = useTranslation('common');
  const accountId = claims.accountId;
  const timeZone = useAgencyTimeZone(accountId ?? '-');
  if (!accountId) return null;
  if (!timeZone) return <p className="page muted">{t('loading')}</p>;
  return children({ accountId, timeZone, clientCompanyId: claims.role === 'client' ? claims.companyId : undefined });
}
