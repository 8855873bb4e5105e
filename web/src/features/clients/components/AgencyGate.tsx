import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { type AccountAllowance, useAccountAllowance } from '../api/use-account-allowance';

interface Agency {
  accountId: string;
  isOwner: boolean;
  account: AccountAllowance;
}

/**
 * Renders its children for the owner and staff of an active agency only; everyone else gets
 * a translated explanation instead of a screen that the rules would refuse anyway.
 */
export function AgencyGate({ children }: { children: (agency: Agency) => ReactNode }) {
  const { t } = useTranslation('clients');
  const { claims } = useSession();
  if (!claims.accountId || (claims.role !== 'owner' && claims.role !== 'staff')) {
    return <p className="notice">{t('staffOnly')}</p>;
  }
  return (
    <ActiveAccount accountId={claims.accountId} isOwner={claims.role === 'owner'}>
      {children}
    </ActiveAccount>
  );
}

function ActiveAccount({ accountId, isOwner, children }: { accountId: string; isOwner: boolean; children: (agency: Agency) => ReactNode }) {
  const { t } = useTranslation('clients');
  const { status, data: account } = useAccountAllowance(accountId);
  if (status === 'loading') return <p className="muted">{t('loading')}</p>;
  if (status === 'error' || !account) return <p className="form-error" role="alert">{t('loadFailed')}</p>;
  if (account.status !== 'active') return <p className="notice" role="status">{t('awaiting')}</p>;
  return <>{children({ accountId, isOwner, account })}</>;
}
