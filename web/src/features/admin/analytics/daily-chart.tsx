import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsPayload } from '../../../../../shared/schemas/admin';
import { formatDay, formatNumber, useFormat } from '../../../i18n/format';
import { englishAdminT, type AdminT } from '../admin-i18n';

type Day = AnalyticsPayload['daily'][number];

/** "Nov 22" for a YYYY-MM-DD UTC day; English unless a locale is given. */
export function shortDay(date: string, locale = 'en'): string {
  return formatDay(date, locale, { month: 'short', day: 'numeric' });
}

/**
 * One sentence for screen readers (and a caption for everyone). English unless the interface's
 * texts and locale are given.
 */
export function chartSummary(days: readonly Day[], t: AdminT = englishAdminT(), locale = 'en'): string {
  const plays = days.reduce((sum, d) => sum + d.plays, 0);
  const correct = days.reduce((sum, d) => sum + d.correct, 0);
  const busiest = days.reduce<Day | null>((best, d) => (d.plays > (best?.plays ?? 0) ? d : best), null);
  const playCount = (count: number) => t('chart.playCount', { count, value: formatNumber(count, locale) });
  const total = t('chart.total', {
    count: days.length,
    plays: playCount(plays),
    correct: t('chart.correctCount', { count: correct, value: formatNumber(correct, locale) }),
  });
  return busiest ? t('chart.summary', { total, day: shortDay(busiest.date, locale), busiest: playCount(busiest.plays) }) : t('chart.summaryQuiet', { total });
}

const AXIS = { stroke: '#475569', tick: { fill: '#94a3b8', fontSize: 12 } };

/** Plays (bars) and correct answers (line) per UTC day over the last 30 days. */
export function DailyChart({ days }: { days: readonly Day[] }) {
  const { t } = useTranslation('admin');
  const { locale } = useFormat();
  const data = days.map((d) => ({ ...d, label: shortDay(d.date, locale) }));
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
          <Bar dataKey="plays" name={t('chart.plays')} fill="#6366f1" radius={[3, 3, 0, 0]} maxBarSize={18} isAnimationActive={false} />
          <Line dataKey="correct" name={t('chart.correct')} type="linear" stroke="#34d399" strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </div>
      <figcaption className="mt-2 text-sm text-slate-400" data-testid="chart-summary">
        {chartSummary(days, t, locale)}
      </figcaption>
    </figure>
  );
}
