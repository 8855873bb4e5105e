import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyAggregate } from '../api/use-company-aggregate';
import { DONUT_COLORS, DONUT_STATUSES } from './donut-colors';

const CompanyDonut = lazy(() => import('./charts/CompanyDonut').then((module) => ({ default: module.CompanyDonut })));

const NONE = { active: 0, inactive: 0, pending: 0 };

/**
 * Companies by status: the total and the legend are text, shown at once; the ring is drawn by
 * the charts library when its chunk arrives, in a box of fixed size so nothing moves.
 */
export function CompaniesPanel({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const { data } = useCompanyAggregate(accountId);
  const counts = data ?? NONE;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="card panel-companies" aria-labelledby="companies-title">
      <h2 id="companies-title">{t('companies.title')}</h2>
      <div className="donut">
        <div className="donut-chart" aria-hidden="true">
          <Suspense fallback={null}>
            <CompanyDonut counts={counts} />
          </Suspense>
          <span className="donut-total">{number.format(counts.active + counts.inactive + counts.pending)}</span>
        </div>
        <ul className="legend">
          {DONUT_STATUSES.map((status) => (
            <li key={status} data-testid={`companies-${status}`}>
              <span className="legend-swatch" style={{ background: DONUT_COLORS[status] }} />
              <span>{t(`companies.${status}`)}</span>
              <strong>{number.format(counts[status])}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
