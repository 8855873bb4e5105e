import type { InvoiceRecord } from '@factoria/domain/records/invoice-record.schema';
import { useTranslation } from 'react-i18next';
import type { WithId } from '../../../lib/firebase/converter';

export function InvoiceTable({ invoices }: { invoices: WithId<InvoiceRecord>[] }) {
  const { t, i18n } = useTranslation('invoices');
  const money = (amount: number | null, currency: string | null) =>
    amount === null ? '—' : new Intl.NumberFormat(i18n.language, { style: 'currency', currency: currency ?? 'EUR' }).format(amount);
  if (invoices.length === 0) return <p className="muted">{t('list.empty')}</p>;
  return (
    <table className="table" aria-label={t('list.title')}>
      <thead>
        <tr>
          <th scope="col">{t('fields.number')}</th>
          <th scope="col">{t('fields.date')}</th>
          <th scope="col">{t('fields.supplier')}</th>
          <th scope="col">{t('fields.taxId')}</th>
          <th scope="col" className="numeric">{t('fields.total')}</th>
          <th scope="col">{t('fields.status')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td>{invoice.number ?? '—'}</td>
            <td>{invoice.date ?? '—'}</td>
            <td>{invoice.supplierName ?? '—'}</td>
            <td>{invoice.supplierTaxId ?? '—'}</td>
            <td className="numeric">{money(invoice.total, invoice.currency)}</td>
            <td>
              <span className={`badge badge-${invoice.status}`}>{t(`status.${invoice.status}`)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
