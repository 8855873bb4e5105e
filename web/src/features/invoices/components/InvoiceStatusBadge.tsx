import type { InvoiceStatus } from '@factoria/domain/invoice/invoice.schema';
import { useTranslation } from 'react-i18next';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoices');
  return <span className={`badge badge-${status}`}>{t(`status.${status}`)}</span>;
}
