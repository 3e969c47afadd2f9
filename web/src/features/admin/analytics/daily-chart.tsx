import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsPayload } from '../../../../../shared/schemas/admin';

type Day = AnalyticsPayload['daily'][number];

/** "Nov 22" for a YYYY-MM-DD UTC day. */
export function shortDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** One sentence for screen readers (and a caption for everyone). */
export function chartSummary(days: readonly Day[]): string {
  const plays = days.reduce((sum, d) => sum + d.plays, 0);
  const correct = days.reduce((sum, d) => sum + d.correct, 0);
  const busiest = days.reduce<Day | null>((best, d) => (d.plays > (best?.plays ?? 0) ? d : best), null);
  const total = `${plays.toLocaleString('en-US')} plays and ${correct.toLocaleString('en-US')} correct answers in the last ${days.length} days`;
  return busiest ? `${total}; busiest day ${shortDay(busiest.date)} with ${busiest.plays.toLocaleString('en-US')} plays.` : `${total}.`;
}

const AXIS = { stroke: '#475569', tick: { fill: '#94a3b8', fontSize: 12 } };

/** Plays (bars) and correct answers (line) per UTC day over the last 30 days. */
export function DailyChart({ days }: { days: readonly Day[] }) {
  const data = days.map((d) => ({ ...d, label: shortDay(d.date) }));
  return (
    <figure className="m-0">
      <div aria-hidden="true">
        <ComposedChart
          responsive
          data={data}
          style={{ width: '100%', height: 260 }}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#1e293b" vertical={false} />
          <XAxis dataKey="label" {...AXIS} interval="preserveStartEnd" minTickGap={24} tickLine={false} />
          <YAxis {...AXIS} allowDecimals={false} tickLine={false} axisLine={false} width={48} />
          <Tooltip
            cursor={{ fill: 'rgba(148,163,184,0.08)' }}
            contentStyle={{ background: '#0f172a', border: '1px solid #334155', borderRadius: 8, color: '#f1f5f9' }}
            labelStyle={{ color: '#cbd5e1', fontWeight: 600 }}
          />
          {/* Legend words in the text colour (the series colours are too dark to read as text); the swatches keep them. */}
          <Legend wrapperStyle={{ fontSize: 13 }} formatter={(value: string) => <span style={{ color: '#cbd5e1' }}>{value}</span>} />
          <Bar dataKey="plays" name="Plays" fill="#6366f1" radius={[3, 3, 0, 0]} maxBarSize={18} isAnimationActive={false} />
          <Line dataKey="correct" name="Correct answers" type="linear" stroke="#34d399" strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </div>
      <figcaption className="mt-2 text-sm text-slate-400" data-testid="chart-summary">
        {chartSummary(days)}
      </figcaption>
    </figure>
  );
}
