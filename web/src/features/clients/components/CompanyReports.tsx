import { useTranslation } from 'react-i18next';
import { useCompanyBatches } from '../api/use-company-activity';
import { formatDate, formatNumber } from '../../../lib/format/format';
import { reportsPath } from '../model/paths';
import { PathLink } from './PathLink';

/** The company's latest upload batches (the spec's reports), linking to the reports screen. */
export function CompanyReports({ accountId, companyId }: { accountId: string; companyId: string }) {
  const { t, i18n } = useTranslation('clients');
  const { status, data: batches = [] } = useCompanyBatches(accountId, companyId);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <section className="clients-card" aria-labelledby="client-reports">
      <div className="row clients-card-head">
        <h2 id="client-reports">{t('client.reports')}</h2>
        <PathLink path={reportsPath()}>{t('client.allReports')}</PathLink>
      </div>
      {status === 'loading' && <p className="muted">{t('loading')}</p>}
      {status === 'error' && <p className="form-error" role="alert">{t('loadFailed')}</p>}
      {status === 'success' && batches.length === 0 && <p className="muted">{t('client.noReports')}</p>}
      {batches.length > 0 && (
        <table className="table" aria-labelledby="client-reports">
          <thead>
            <tr>
              <th scope="col">{t('client.batch.date')}</th>
              <th scope="col" className="numeric">{t('client.batch.files')}</th>
              <th scope="col" className="numeric">{t('client.batch.succeeded')}</th>
              <th scope="col" className="numeric">{t('client.batch.failed')}</th>
              <th scope="col" className="numeric">{t('client.batch.pending')}</th>
              <th scope="col">{t('client.batch.exported')}</th>
            </tr>
          </thead>
          <tbody>
            {batches.map((batch) => (
              <tr key={batch.id}>
                <td>{formatDate(batch.createdAt, i18n.language)}</td>
                <td className="numeric">{n(batch.fileCount)}</td>
                <td className="numeric">{n(batch.succeeded)}</td>
                <td className="numeric">{n(batch.failed)}</td>
                <td className="numeric">{n(batch.pending)}</td>
                <td>{t(batch.exported ? 'client.batch.exported' : 'client.batch.notExported')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
