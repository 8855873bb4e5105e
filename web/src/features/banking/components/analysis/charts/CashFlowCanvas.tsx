import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface CashPoint {
  label: string;
  inEuros: number;
  outEuros: number;
  netEuros: number;
  lastYearNetEuros: number | null;
}

/** Cash in and out per month as bars, this year's and last year's net as lines (recharts, its own chunk). */
export function CashFlowCanvas({ points, names }: { points: CashPoint[]; names: Record<'in' | 'out' | 'net' | 'lastYearNet', string> }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e3e7ec" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: '#525c68', fontSize: 12 }} />
        <YAxis tick={{ fill: '#525c68', fontSize: 12 }} />
        <Tooltip />
        <Legend />
        <Bar dataKey="inEuros" name={names.in} fill="#2f855a" isAnimationActive={false} />
        <Bar dataKey="outEuros" name={names.out} fill="#c53030" isAnimationActive={false} />
        <Line type="monotone" dataKey="netEuros" name={names.net} stroke="#1f4e79" strokeWidth={2} dot={false} isAnimationActive={false} />
        <Line type="monotone" dataKey="lastYearNetEuros" name={names.lastYearNet} stroke="#8a94a0" strokeDasharray="4 4" dot={false} isAnimationActive={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

