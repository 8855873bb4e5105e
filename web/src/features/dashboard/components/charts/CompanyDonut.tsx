import type { CompanyAggregate } from '@factoria/domain/records/company-aggregate.schema';
import { useTranslation } from 'react-i18next';
import { Pie, PieChart } from 'recharts';

const COLORS = { active: '#1d6b3a', inactive: '#6b7683', pending: '#c98a0b' } as const;
const STATUSES = ['active', 'inactive', 'pending'] as const;

/** The donut of companies by status; the list beside it carries the same figures as text. */
export function CompanyDonut({ counts }: { counts: Pick<CompanyAggregate, 'active' | 'inactive' | 'pending'> }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  const total = counts.active + counts.inactive + counts.pending;
  const data = STATUSES.map((status) => ({ name: t(`companies.${status}`), value: counts[status], fill: COLORS[status] }));
  return (
    <div className="donut">
      <div className="donut-chart" aria-hidden="true">
        <PieChart width={180} height={180} accessibilityLayer={false}>
          <Pie
            data={total ? data : [{ name: '', value: 1, fill: '#d5dae1' }]}
            dataKey="value"
            nameKey="name"
            innerRadius={58}
            outerRadius={86}
            strokeWidth={2}
            isAnimationActive={false}
            rootTabIndex={-1}
          />
        </PieChart>
        <span className="donut-total">{number.format(total)}</span>
      </div>
      <ul className="legend">
        {STATUSES.map((status) => (
          <li key={status} data-testid={`companies-${status}`}>
            <span className="legend-swatch" style={{ background: COLORS[status] }} />
            <span>{t(`companies.${status}`)}</span>
            <strong>{number.format(counts[status])}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
