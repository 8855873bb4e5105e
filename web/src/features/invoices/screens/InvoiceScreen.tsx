import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgencyGate } from '../../../components/ui/AgencyGate';
import { type AgencyContext, useAgencySettings } from '../api/use-invoice-company';
import { useInvoiceRows } from '../api/use-invoice-rows';
import { dayOf } from '../list/invoice-row';
import { createdBounds, filterDays, type ListFilters } from '../list/list-filters';
import { listRows } from '../list/list-view';
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
  return (
    <AgencyGate useAccount={useAgencySettings}>
      {({ accountId, clientCompanyId, account }) => <Walk {...props} accountId={accountId} clientCompanyId={clientCompanyId} timeZone={account.timeZone} />}
    </AgencyGate>
  );
}

type WalkProps = InvoiceScreenProps & AgencyContext;

function Walk({ accountId, timeZone, clientCompanyId, invoiceId, filters, onOpen, onBackToList }: WalkProps) {
  const { t } = useTranslation('invoices');
  const [today] = useState(() => dayOf(Date.now(), timeZone));
  const [flash, setFlash] = useState<Flash>(null);
  const days = filterDays(filters, today);
  const bounds = useMemo(() => createdBounds({ from: days.from, to: days.to }), [days.from, days.to]);
  const { data: rows = [] } = useInvoiceRows({ accountId, timeZone, companyId: clientCompanyId ?? filters.company, ...bounds });
  // Previous and next follow the list as it was filtered and sorted.
  const ids = useMemo(
    () => listRows(rows, filters, { from: days.from, to: days.to }, filters.q).map((row) => row.id),
    [rows, filters, days.from, days.to],
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
