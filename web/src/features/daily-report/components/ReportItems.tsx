import type { DailyReportItem } from '@factoria/domain/records/daily-report.schema';
import { isIssueCode } from '@factoria/domain/invoice/issue-codes';
import { isUploadFailureCode } from '@factoria/domain/records/batch.schema';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

function ErrorDetails({ codes }: { codes: string[] }) {
  const { t } = useTranslation(['daily-report', 'issues']);
  if (codes.length === 0) return <span className="muted">—</span>;
  const texts = codes.map((code) =>
    isIssueCode(code) ? t(code, { ns: 'issues' }) : isUploadFailureCode(code) ? t(`failure.${code}`) : t('failure.unknown'),
  );
  return <span>{[...new Set(texts)].join(' ')}</span>;
}

/** The report's lines: invoice number, client, CIF, status (and possible duplicate) and error details, with their links. */
export function ReportItems({ items }: { items: DailyReportItem[] }) {
  const { t } = useTranslation('daily-report');
  return (
    <div className="daily-report-scroll">
      <table className="daily-report-table">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.number')}</th>
            <th scope="col">{t('columns.client')}</th>
            <th scope="col">{t('columns.taxId')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.errors')}</th>
            <th scope="col"><span className="visually-hidden">{t('columns.links')}</span></th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.invoiceId ?? `${item.fileName}-${index}`}>
              <td>{item.number ?? item.fileName}</td>
              <td>{item.companyName}</td>
              <td>{item.taxId ?? '—'}</td>
              <td>
                {t(`status.${item.status}`)}
                {item.duplicateOf && <span className="daily-report-duplicate">{t('duplicate')}</span>}
              </td>
              <td><ErrorDetails codes={item.errors} /></td>
              <td>
                {/* The links sit in a flex box inside the cell: a cell that is itself a flex box leaves the table's columns. */}
                <div className="daily-report-links">
                {item.invoiceId && item.status !== 'successful' && (
                  <Link to="/reports/all-errors/$invoiceId" params={{ invoiceId: item.invoiceId }} aria-label={t('correctLabel', { number: item.number ?? item.fileName })}>
                    {t('correct')}
                  </Link>
                )}
                {item.invoiceId && (
                  <Link
                    to="/invoices/$companyId/$invoiceId"
                    params={{ companyId: item.companyId, invoiceId: item.invoiceId }}
                    aria-label={t('viewLabel', { number: item.number ?? item.fileName })}
                  >
                    {t('view')}
                  </Link>
                )}
                {item.duplicateOf && (
                  <Link
                    to="/invoices/$companyId/$invoiceId"
                    params={{ companyId: item.companyId, invoiceId: item.duplicateOf }}
                    aria-label={t('originalLabel', { number: item.number ?? item.fileName })}
                  >
                    {t('original')}
                  </Link>
                )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
