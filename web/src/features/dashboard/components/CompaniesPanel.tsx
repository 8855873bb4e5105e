import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyAggregate } from '../api/use-company-aggregate';

const CompanyDonut = lazy(() => import('./charts/CompanyDonut').then((module) => ({ default: module.CompanyDonut })));

const NONE = { active: 0, inactive: 0, pending: 0 };

export function CompaniesPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation('dashboard');
  const { data } = useCompanyAggregate(accountId);
  return (
    <section className="card panel-companies" aria-labelledby="companies-title">
      <h2 id="companies-title">{t('companies.title')}</h2>
      <Suspense fallback={<div className="donut-placeholder" />}>
        <CompanyDonut counts={data ?? NONE} />
      </Suspense>
    </section>
  );
}
