import { useTranslation } from 'react-i18next';
import { type InvoiceSummary, useCompanyInvoices } from '../api/use-company-activity';
import { formatAmount, formatDate } from '../../../lib/format/format';
import { invoicePath } from '../model/paths';
import { PathLink } from './PathLink';

const KNOWN_STATUSES = ['successful', 'has-errors', 'not-in-euro', 'albaran'] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN_STATUSES as readonly string[]).includes(status);

/** The company's latest invoices, each linking to the invoice screen. */
export function CompanyInvoices({ accountId, companyId }: { accountId: string; companyId: string }) {
  const { t, i18n } = useTranslation('clients');
  const { status, data: invoices = [] } = useCompanyInvoices(accountId, companyId);
  const money = (invoice: InvoiceSummary) =>
    invoice.total === null ? '—' : formatAmount(invoice.total, i18n.language, invoice.currency ?? 'EUR');
  return (
    <section className="clients-card" aria-labelledby="client-invoices">
      <h2 id="client-invoices">{t('client.invoices')}</h2>
      {status === 'loading' && <p className="muted">{t('loading')}</p>}
      {status === 'error' && <p className="form-error" role="alert">{t('loadFailed')}</p>}
      {status === 'success' && invoices.length === 0 && <p className="muted">{t('client.noInvoices')}</p>}
      {invoices.length > 0 && (
        <table className="table" aria-labelledby="client-invoices">
          <thead>
            <tr>
              <th scope="col">{t('client.invoice.number')}</th>
              <th scope="col">{t('client.invoice.date')}</th>
              <th scope="col">{t('client.invoice.supplier')}</th>
              <th scope="col" className="numeric">{t('client.invoice.total')}</th>
              <th scope="col">{t('client.invoice.status')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <td>
                  <PathLink path={invoicePath(companyId, invoice.id)}>{invoice.number ?? t('client.invoice.noNumber')}</PathLink>
                </td>
                <td>{invoice.date ? formatDate(invoice.date, i18n.language) : '—'}</td>
                <td>{invoice.supplierName ?? '—'}</td>
                <td className="numeric">{money(invoice)}</td>
                <td>{isKnown(invoice.status) ? t(`client.invoiceStatus.${invoice.status}`) : invoice.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
