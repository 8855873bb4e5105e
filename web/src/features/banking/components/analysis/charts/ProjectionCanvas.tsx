import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** The projected balance week by week (recharts, its own chunk). */
export function ProjectionCanvas({ points, name }: { points: { label: string; balanceEuros: number }[]; name: string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <AreaChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#e3e7ec" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: '#525c68', fontSize: 12 }} minTickGap={16} />
        <YAxis tick={{ fill: '#525c68', fontSize: 12 }} />
        <Tooltip />
        <Area type="monotone" dataKey="balanceEuros" name={name} stroke="#1f4e79" fill="#d5e3f0" isAnimationActive={false} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
