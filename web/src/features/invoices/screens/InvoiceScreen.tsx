import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import { useAgencyTimeZone } from '../api/use-invoice-company';
import { useInvoiceRows } from '../api/use-invoice-rows';
import { filterInvoices } from '../list/filter-invoices';
import { dayOf } from '../list/invoice-row';
import { createdBounds, filterDays, type ListFilters } from '../list/list-filters';
import { useNeighbours } from '../list/use-neighbours';
import { InvoiceView, type Flash } from './InvoiceView';
import '../invoices.css';

export interface InvoiceScreenProps {
  invoiceId: string;
  /** The list the invoice was opened from: previous and next walk it. */
  filters: ListFilters;
  onOpen: (invoiceId: string) => void;
  onBackToList: () => void;
}

/** A single invoice (`invoices/{companyId}/{invoiceId}`, `invoices/all/{invoiceId}`). */
export function InvoiceScreen(props: InvoiceScreenProps) {
  const { claims } = useSession();
  const { t } = useTranslation('common');
  const accountId = claims.accountId;
  const timeZone = useAgencyTimeZone(accountId ?? '-');
  if (!accountId) return null;
  if (!timeZone) return <p className="page muted">{t('loading')}</p>;
  return <Walk {...props} accountId={accountId} timeZone={timeZone} clientCompanyId={claims.role === 'client' ? claims.companyId : undefined} />;
}

interface WalkProps extends InvoiceScreenProps {
  accountId: string;
  timeZone: string;
  clientCompanyId: string | undefined;
}

function Walk({ accountId, timeZone, clientCompanyId, invoiceId, filters, onOpen, onBackToList }: WalkProps) {
  const { t } = useTranslation('invoices');
  const [today] = useState(() => dayOf(Date.now(), timeZone));
  const [flash, setFlash] = useState<Flash>(null);
  const days = filterDays(filters, today);
  const bounds = useMemo(() => createdBounds({ from: days.from, to: days.to }), [days.from, days.to]);
  const { data: rows = [] } = useInvoiceRows({ accountId, timeZone, companyId: clientCompanyId ?? filters.company, ...bounds });
  const ids = useMemo(
    () => filterInvoices(rows, { status: filters.status, from: days.from, to: days.to, query: filters.q }).map((row) => row.id),
    [rows, filters.status, filters.q, days.from, days.to],
  );
  const around = useNeighbours(ids, invoiceId);
  const open = (id: string) => {
    setFlash(null);
    onOpen(id);
  };

  return (
    <InvoiceView
      accountId={accountId}
      invoiceId={invoiceId}
      today={today}
      mode="view"
      navigation={{ ...around, count: ids.length, onGo: open }}
      flash={flash}
      onFlash={setFlash}
      // Saving keeps the invoice open: the list's walk is for reading.
      onSaved={() => setFlash({ kind: 'saved', invoiceId })}
      backLabel={t('workspace.backToList')}
      onBack={onBackToList}
    />
  );
}
