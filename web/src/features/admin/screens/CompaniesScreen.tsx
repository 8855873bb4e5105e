import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { activateCompany } from '../api/admin-actions';
import { useAdminAccount } from '../api/use-admin-accounts';
import { type AdminCompany, useCompaniesByStatus } from '../api/use-admin-companies';
import { ActionButton } from '../components/ActionButton';
import { formatDateTime } from '../../../lib/format/format';
import { StatusFilter } from '../components/StatusFilter';

import { COMPANY_FILTERS, type CompanyFilter } from '../filters';

export function CompaniesScreen({ filter, onFilterChange }: { filter: CompanyFilter; onFilterChange: (filter: CompanyFilter) => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1>{t('companies.title')}</h1>
      <p className="muted">{t('companies.intro')}</p>
      <StatusFilter
        label={t('companies.filterLabel')}
        options={COMPANY_FILTERS.map((value) => ({ value, label: t(`companies.filters.${value}`) }))}
        current={filter}
        onChange={onFilterChange}
      />
      <Suspense fallback={<p className="muted">{t('loading', { ns: 'common' })}</p>}>
        <CompaniesTable status={filter} />
      </Suspense>
    </>
  );
}

function CompaniesTable({ status }: { status: CompanyFilter }) {
  const { t } = useTranslation('admin');
  const { status: loadState, data: companies = [] } = useCompaniesByStatus(status);
  // Until the first snapshot, an empty list would read as "none in this state".
  if (loadState === 'loading') return <p className="muted" role="status">{t('loading', { ns: 'common' })}</p>;
  if (companies.length === 0) return <p className="muted">{t('companies.empty')}</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">{t('companies.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('companies.columns.company')}</th>
          <th scope="col">{t('companies.columns.taxId')}</th>
          <th scope="col">{t('companies.columns.agency')}</th>
          <th scope="col">{t('companies.columns.created')}</th>
          <th scope="col">{t('accounts.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {[...companies]
          .sort((a, b) => a.createdAt - b.createdAt)
          .map((company) => (
            <CompanyRow key={`${company.accountId}/${company.id}`} company={company} />
          ))}
      </tbody>
    </table>
  );
}

function CompanyRow({ company }: { company: AdminCompany }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <tr>
      <th scope="row">{company.name}</th>
      <td>{company.taxId}</td>
      <td>
        <Suspense fallback="…">
          <AgencyName accountId={company.accountId} />
        </Suspense>
      </td>
      <td>{formatDateTime(company.createdAt, i18n.language)}</td>
      <td>
        <ActionButton
          label={t('companies.activateLabel', { name: company.name })}
          action={() => activateCompany({ accountId: company.accountId, companyId: company.id })}
        >
          {t('companies.activate')}
        </ActionButton>
      </td>
    </tr>
  );
}

export function AgencyName({ accountId }: { accountId: string }) {
  const { data: account } = useAdminAccount(accountId);
  return <>{account?.name ?? accountId}</>;
}
