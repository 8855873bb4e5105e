import { useTranslation } from 'react-i18next';
import { useCompanyAggregate } from '../api/use-company-aggregate';
import { CompanyRing } from './CompanyRing';
import { DONUT_COLORS, DONUT_STATUSES } from './donut-colors';
import { formatNumber } from '../../../lib/format/format';

const NONE = { active: 0, inactive: 0, pending: 0 };

/** Companies by status: the total and the legend as text, around a ring drawn in plain SVG. */
export function CompaniesPanel({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const { status: loadState, data } = useCompanyAggregate(accountId);
  const counts = data ?? NONE;
  // Until the first snapshot the figures are unknown, not zero (no aggregate yet is zero).
  const loading = loadState === 'loading';
  const number = { format: (value: number) => formatNumber(value, i18n.language) };
  const shown = (value: number) => (loading ? '…' : number.format(value));
  return (
    <section className="card panel-companies" aria-labelledby="companies-title">
      <h2 id="companies-title">{t('companies.title')}</h2>
      <div className="donut">
        <div className="donut-chart" aria-hidden="true">
          <CompanyRing counts={counts} />
          <span className="donut-total">{shown(counts.active + counts.inactive + counts.pending)}</span>
        </div>
        <ul className="legend" aria-busy={loading || undefined}>
          {DONUT_STATUSES.map((status) => (
            <li key={status} data-testid={`companies-${status}`}>
              <span className="legend-swatch" style={{ background: DONUT_COLORS[status] }} />
              <span>{t(`companies.${status}`)}</span>
              <strong>{shown(counts[status])}</strong>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
