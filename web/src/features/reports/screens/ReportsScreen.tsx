import type { Company } from '@factoria/domain/records/company.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/use-session';
import type { WithId } from '../../../lib/firebase/converter';
import { formatDateTime } from '../../../lib/format/format';
import { REPORTS_PAGE_SIZE, useBatches, useReportCompanies, useReportCompany } from '../api/use-batches';
import { BatchRow } from '../components/BatchRow';
import { ExportDialog, type ExportScope } from '../components/ExportDialog';
import '../reports.css';

interface ReportsScreenProps {
  companyId: string | null;
  onCompanyChange: (companyId: string | null) => void;
}

/** The spec's reports: upload batches, newest first, with their counts and export state. */
export function ReportsScreen(props: ReportsScreenProps) {
  const { claims } = useSession();
  if (!claims.accountId) return null;
  if (claims.role === 'client' && claims.companyId) return <ClientReports accountId={claims.accountId} companyId={claims.companyId} />;
  return <AgencyReports accountId={claims.accountId} {...props} />;
}

function AgencyReports({ accountId, companyId, onCompanyChange }: ReportsScreenProps & { accountId: string }) {
  const { t } = useTranslation('reports');
  const filterId = useId();
  const { data: companies = [] } = useReportCompanies(accountId);
  const [exportScope, setExportScope] = useState<ExportScope | null>(null);
  return (
    <div className="page stack reports-page">
      <h1>{t('title')}</h1>
      <div className="row reports-toolbar">
        <div className="field">
          <label htmlFor={filterId}>{t('filter')}</label>
          <select id={filterId} value={companyId ?? ''} onChange={(event) => onCompanyChange(event.target.value || null)}>
            <option value="">{t('allCompanies')}</option>
            {companies.map((company) => (
              <option key={company.id} value={company.id}>{company.name}</option>
            ))}
          </select>
        </div>
        <button type="button" className="button button-secondary" onClick={() => setExportScope({ kind: 'range', companyId })}>
          {t('export.range')}
        </button>
      </div>
      <BatchTable accountId={accountId} companyId={companyId} companies={companies} canExport onExport={setExportScope} />
      <ExportDialog scope={exportScope} companies={companies} onClose={() => setExportScope(null)} />
    </div>
  );
}

function ClientReports({ accountId, companyId }: { accountId: string; companyId: string }) {
  const { t } = useTranslation('reports');
  const { data: company } = useReportCompany(accountId, companyId);
  return (
    <div className="page stack reports-page">
      <h1>{t('title')}</h1>
      <BatchTable accountId={accountId} companyId={companyId} companies={company ? [company] : []} canExport={false} onExport={() => {}} />
    </div>
  );
}

interface BatchTableProps {
  accountId: string;
  companyId: string | null;
  companies: WithId<Company>[];
  canExport: boolean;
  onExport: (scope: ExportScope) => void;
}

function BatchTable({ accountId, companyId, companies, canExport, onExport }: BatchTableProps) {
  const { t, i18n } = useTranslation('reports');
  const { data: batches, status } = useBatches(accountId, companyId);
  const names = new Map(companies.map((company) => [company.id, company.name]));
  if (status === 'loading') return <p className="muted">{t('loading', { ns: 'common' })}</p>;
  if (status === 'error') return <p className="form-error" role="alert">{t('loadError')}</p>;
  if (!batches?.length) return <p className="muted">{t('empty')}</p>;
  return (
    <>
      <table className="table reports-table" aria-label={t('title')}>
        <thead>
          <tr>
            <th scope="col">{t('columns.uploaded')}</th>
            <th scope="col">{t('columns.company')}</th>
            <th scope="col" className="numeric">{t('columns.files')}</th>
            <th scope="col" className="numeric">{t('columns.succeeded')}</th>
            <th scope="col" className="numeric">{t('columns.withErrors')}</th>
            <th scope="col" className="numeric">{t('columns.duplicates')}</th>
            <th scope="col" className="numeric">{t('columns.failed')}</th>
            <th scope="col" className="numeric">{t('columns.pending')}</th>
            <th scope="col">{t('columns.export')}</th>
            <th scope="col"><span className="visually-hidden">{t('columns.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => {
            const companyName = names.get(batch.companyId) ?? batch.companyId;
            const date = formatDateTime(batch.createdAt, i18n.language);
            return (
              <BatchRow
                key={batch.id}
                accountId={accountId}
                batch={batch}
                companyName={companyName}
                canExport={canExport}
                onExport={() => onExport({ kind: 'batch', batchId: batch.id, title: `${companyName}, ${date}` })}
              />
            );
          })}
        </tbody>
      </table>
      {batches.length === REPORTS_PAGE_SIZE && <p className="muted">{t('limit', { count: REPORTS_PAGE_SIZE })}</p>}
    </>
  );
}
