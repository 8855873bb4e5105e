import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint } from '../../stats';

const LINES = [
  { key: 'processed', color: '#1f4e79' },
  { key: 'accurate', color: '#1d6b3a' },
  { key: 'withErrors', color: '#b42318' },
  { key: 'corrected', color: '#8a5a00' },
] as const;

/** Invoices per day over the chosen range; a table with the same figures is there for screen readers. */
export function InvoicesLineChart({ series }: { series: DayPoint[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (key: string) => day.format(new Date(`${key}T00:00:00Z`));
  const names = { processed: t('counts.processed'), accurate: t('counts.accurate'), withErrors: t('counts.withErrors'), corrected: t('counts.corrected') };
  return (
    <figure className="line-chart" aria-labelledby="line-chart-caption">
      <figcaption id="line-chart-caption" className="visually-hidden">
        {t('chart.caption')}
      </figcaption>
      <div aria-hidden="true" className="line-chart-canvas">
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e3e7ec" vertical={false} />
            <XAxis dataKey="day" tickFormatter={label} tick={{ fill: '#525c68', fontSize: 12 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fill: '#525c68', fontSize: 12 }} />
            <Tooltip labelFormatter={(value) => label(String(value))} />
            <Legend />
            {LINES.map((line) => (
              <Line key={line.key} type="monotone" dataKey={line.key} name={names[line.key]} stroke={line.color} strokeWidth={2} dot={false} isAnimationActive={false} />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <table className="visually-hidden">
        <caption>{t('chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.day')}</th>
            {LINES.map((line) => (
              <th key={line.key} scope="col">
                {names[line.key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.day}>
              <th scope="row">{label(point.day)}</th>
              {LINES.map((line) => (
                <td key={line.key}>{point[line.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
