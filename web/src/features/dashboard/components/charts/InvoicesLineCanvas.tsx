import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DayPoint } from '../../stats';
import { CHART_LINES, type ChartLineKey } from '../chart-lines';

interface InvoicesLineCanvasProps {
  series: DayPoint[];
  names: Record<ChartLineKey, string>;
  /** The day's label, as the table beside it writes it. */
  label: (day: string) => string;
}

/** The drawn lines of the invoices chart (recharts, its own chunk); InvoicesChart holds the text. */
export function InvoicesLineCanvas({ series, names, label }: InvoicesLineCanvasProps) {
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
