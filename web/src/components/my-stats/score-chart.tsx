import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from 'recharts';

const AXIS = { stroke: '#475569', tick: { fill: '#cbd5e1', fontSize: 12 } };

/** The daily score histogram (loaded on demand: the chart library stays out of the page's first load). */
export default function ScoreChart({ bars }: { bars: { label: string; count: number }[] }) {
  return (
    <div aria-hidden="true">
      <BarChart responsive data={bars} style={{ width: '100%', height: 180 }} margin={{ top: 8, right: 8, bottom: 0, left: -24 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#1e293b" vertical={false} />
        <XAxis dataKey="label" {...AXIS} tickLine={false} interval={0} />
        <YAxis {...AXIS} allowDecimals={false} tickLine={false} axisLine={false} width={40} />
        <Bar dataKey="count" fill="#818cf8" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </div>
  );
}
