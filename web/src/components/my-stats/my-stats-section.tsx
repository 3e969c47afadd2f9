import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart3 } from 'lucide-react';
import { LANGUAGE_NAMES, type Language } from '../../../../shared/constants';
import { SCORE_BAR_WIDTH, SCORE_BARS } from '../../../../shared/schemas/my-stats';
import { Spinner } from '../spinner';
import { StatTile } from '../stat-tile';
import { useFormat } from '../../i18n/format';
import { useMyStats, type MyStats } from './my-stats-api';
import { PlayedCalendar } from './played-calendar';

const ScoreChart = lazy(() => import('./score-chart'));

const barLabel = (i: number) => (i === SCORE_BARS - 1 ? `${i * SCORE_BAR_WIDTH}+` : `${i * SCORE_BAR_WIDTH}–${(i + 1) * SCORE_BAR_WIDTH - 1}`);

function AccuracyList({ title, rows, nameOf, testId }: { title: string; rows: MyStats['byLanguage']; nameOf(key: string): string; testId: string }) {
  const { t } = useTranslation('stats');
  const format = useFormat();
  return (
    <div>
      <h3 className="mb-2 font-semibold text-slate-200">{title}</h3>
      <ul className="space-y-2" data-testid={testId}>
        {rows.map((row) => {
          const share = row.resolved > 0 ? row.correct / row.resolved : 0;
          return (
            <li key={row.key}>
              <p className="flex justify-between gap-2 text-sm">
                <span className="truncate text-slate-200">{nameOf(row.key)}</span>
                <span className="shrink-0 tabular-nums text-slate-300">{t('accuracy.line', { correct: format.number(row.correct), resolved: format.number(row.resolved), percent: format.percent(share * 100) })}</span>
              </p>
              <div className="mt-1 h-1.5 rounded-full bg-slate-800" aria-hidden="true">
                <div className="h-1.5 rounded-full bg-indigo-400" style={{ width: `${Math.round(share * 100)}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Figures({ stats }: { stats: MyStats }) {
  const { t } = useTranslation('stats');
  const format = useFormat();
  const { onTheDay, fromArchive, won } = stats.dailies;
  const finished = onTheDay + fromArchive;
  // The axis shows where each bar starts (narrow phones have no room for ranges); the list says the range.
  const bars = stats.scoreBars.map((count, i) => ({ label: i === SCORE_BARS - 1 ? barLabel(i) : String(i * SCORE_BAR_WIDTH), range: barLabel(i), count }));
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        <StatTile label={t('tiles.dailies')} value={format.number(finished)} testId="stats-dailies">
          {fromArchive > 0 && <span className="text-sm font-medium text-slate-300">{t('tiles.fromArchive', { count: fromArchive })}</span>}
        </StatTile>
        <StatTile label={t('tiles.winRate')} value={finished > 0 ? format.percent((won / finished) * 100) : '–'} testId="stats-win-rate" />
        <StatTile label={t('tiles.currentStreak')} value={t('days', { count: stats.streak.current })} testId="stats-current-streak" />
        <StatTile label={t('tiles.bestStreak')} value={t('days', { count: stats.streak.best })} testId="stats-best-streak" />
        <StatTile label={t('tiles.screenshots')} value={stats.averageScreenshots === null ? '–' : format.number(stats.averageScreenshots)} testId="stats-screenshots" />
      </dl>
      <p className="text-sm text-slate-300">{t('rules')}</p>

      <div className="grid gap-6 md:grid-cols-2">
        <figure className="m-0">
          <h3 className="mb-2 font-semibold text-slate-200">{t('scores.title')}</h3>
          <Suspense fallback={<div className="h-[180px]" />}>
            <ScoreChart bars={bars} />
          </Suspense>
          <ul className="sr-only" data-testid="score-bars">
            {bars.map((bar) => (
              <li key={bar.range}>{t('scores.bar', { range: bar.range, count: bar.count })}</li>
            ))}
          </ul>
        </figure>
        <div>
          <h3 className="mb-2 font-semibold text-slate-200">{t('calendar.title')}</h3>
          <PlayedCalendar playedDays={stats.playedDays} />
        </div>
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <AccuracyList title={t('accuracy.byLanguage')} rows={stats.byLanguage} nameOf={(key) => LANGUAGE_NAMES[key as Language] ?? key} testId="stats-by-language" />
        <AccuracyList title={t('accuracy.byGenre')} rows={stats.byGenre} nameOf={(key) => key} testId="stats-by-genre" />
      </div>
    </>
  );
}

/** "Your stats": the player's own figures, for a signed-in player (profile) or a guest (archive). */
export function MyStatsSection({ player, guestNote }: { player: string; guestNote?: ReactNode }) {
  const { t } = useTranslation('stats');
  const stats = useMyStats(player);
  const empty = stats.data && stats.data.dailies.onTheDay + stats.data.dailies.fromArchive === 0 && stats.data.byLanguage.length === 0;
  return (
    <section className="card space-y-4 p-4 sm:p-6" aria-labelledby="my-stats-title" data-testid="my-stats">
      <h2 id="my-stats-title" className="flex items-center gap-2 text-xl font-bold">
        <BarChart3 className="h-5 w-5 text-indigo-300" aria-hidden="true" />
        {t('title')}
      </h2>
      {guestNote}
      {stats.isPending ? (
        <Spinner label={t('loading')} />
      ) : !stats.data ? (
        <p className="py-6 text-center text-slate-300">{t('failed')}</p>
      ) : empty ? (
        <p className="py-6 text-center text-slate-300" data-testid="stats-empty">
          {t('empty')}
        </p>
      ) : (
        <Figures stats={stats.data} />
      )}
    </section>
  );
}
