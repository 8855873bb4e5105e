import type { CompanyAggregate } from '@factoria/domain/records/company-aggregate.schema';
import { useTranslation } from 'react-i18next';
import { Pie, PieChart } from 'recharts';
import { DONUT_COLORS, DONUT_STATUSES } from '../donut-colors';

/** The drawn ring of the companies donut (recharts, its own chunk); CompaniesPanel holds the text. */
export function CompanyDonut({ counts }: { counts: Pick<CompanyAggregate, 'active' | 'inactive' | 'pending'> }) {
  const { t } = useTranslation('dashboard');
  const total = counts.active + counts.inactive + counts.pending;
  const data = DONUT_STATUSES.map((status) => ({ name: t(`companies.${status}`), value: counts[status], fill: DONUT_COLORS[status] }));
  return (
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
  );
}
