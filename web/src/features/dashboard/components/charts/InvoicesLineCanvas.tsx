import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint } from '../../stats';
import { CHART_LINES, type ChartLineKey } from '../chart-lines';

/** The drawn lines of the invoices chart (recharts, its own chunk); InvoicesChart holds the text. */
export function InvoicesLineCanvas({ series, names }: { series: DayPoint[]; names: Record<ChartLineKey, string> }) {
  const { i18n } = useTranslation('dashboard');
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (key: string) => day.format(new Date(`${key}T00:00:00Z`));
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e3e7ec" vertical={false} />
        <XAxis dataKey="day" tickFormatter={label} tick={{ fill: '#525c68', fontSize: 12 }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={{ fill: '#525c68', fontSize: 12 }} />
        <Tooltip labelFormatter={(value) => label(String(value))} />
        <Legend />
        {CHART_LINES.map((line) => (
          <Line key={line.key} type="monotone" dataKey={line.key} name={names[line.key]} stroke={line.color} strokeWidth={2} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
