import { useEffect, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { CalendarDays, Crown, Medal, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatNumber } from '../i18n/format';
import type { AllTimeLeaderboardEntry, DailyLeaderboardEntry } from '../../../shared/schemas/game';
import { useAllTimeLeaderboard, useDailyLeaderboard } from './leaderboard-api';

export interface Column<T> {
  header: string;
  cell(entry: T): ReactNode;
  /** Secondary columns are hidden on narrow screens so the table never scrolls sideways. */
  secondary?: boolean;
}

export const dailyColumns = (t: TFunction, locale: string): Column<DailyLeaderboardEntry>[] => [
  { header: t('leaderboard.score'), cell: (e) => formatNumber(e.score, locale) },
  { header: t('leaderboard.completed'), cell: (e) => formatNumber(e.reviewsCompleted, locale), secondary: true },
  { header: t('leaderboard.bestStreak'), cell: (e) => formatNumber(e.maxStreak, locale), secondary: true },
];

export const allTimeColumns = (t: TFunction, locale: string): Column<AllTimeLeaderboardEntry>[] => [
  { header: t('leaderboard.totalScore'), cell: (e) => formatNumber(e.totalScore, locale) },
  { header: t('leaderboard.games'), cell: (e) => formatNumber(e.gamesPlayed, locale), secondary: true },
  { header: t('leaderboard.dayStreak'), cell: (e) => formatNumber(e.streak, locale), secondary: true },
];

/** Played in hard mode: a word, not a colour alone, with the full meaning for screen readers and on hover. */
export function HardMark({ entry }: { entry: DailyLeaderboardEntry }) {
  const { t } = useTranslation();
  if (!entry.hard) return null;
  return (
    <span className="shrink-0 rounded bg-rose-500/20 px-1.5 py-0.5 text-xs font-semibold text-rose-100" title={t('leaderboard.hardTitle')} data-testid="hard-mark">
      <span aria-hidden="true">{t('leaderboard.hard')}</span>
      <span className="sr-only">{t('leaderboard.hardTitle')}</span>
    </span>
  );
}

function RankBadge({ rank }: { rank: number }) {
  // The number is always shown; the icon only decorates the podium.
  const icon =
    rank === 1 ? (
      <Crown className="h-4 w-4 text-amber-300" aria-hidden="true" />
    ) : rank === 2 ? (
      <Medal className="h-4 w-4 text-slate-300" aria-hidden="true" />
    ) : rank === 3 ? (
      <Medal className="h-4 w-4 text-orange-400" aria-hidden="true" />
    ) : null;
  return (
    <span className="inline-flex items-center gap-1 font-semibold tabular-nums">
      {icon ?? <span className="inline-block w-4" aria-hidden="true" />}
      {rank}
    </span>
  );
}

interface LeaderboardTableProps<T extends { rank: number; username: string }> {
  title: string;
  icon: ReactNode;
  entries: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  columns: Column<T>[];
  emptyText: string;
  highlightUsername?: string;
  /** A mark after the player's name (the daily's hard mode). */
  mark?(entry: T): ReactNode;
  testId: string;
}

export function LeaderboardTable<T extends { rank: number; username: string }>({
  title,
  icon,
  entries,
  isPending,
  isError,
  columns,
  emptyText,
  highlightUsername,
  mark,
  testId,
}: LeaderboardTableProps<T>) {
  const { t } = useTranslation();
  const headingId = `${testId}-title`;
  let body: ReactNode;
  if (isPending) {
    body = (
      <p role="status" className="flex h-48 items-center justify-center text-slate-400">
        {t('leaderboard.loading')}
      </p>
    );
  } else if (isError || !entries) {
    body = <p className="flex h-48 items-center justify-center text-center text-slate-400">{t('leaderboard.failed')}</p>;
  } else if (entries.length === 0) {
    body = (
      <div className="flex h-48 flex-col items-center justify-center gap-2 text-center text-slate-400">
        <Trophy className="h-8 w-8 text-slate-600" aria-hidden="true" />
        <p>{emptyText}</p>
      </div>
    );
  } else {
    body = (
      <table className="w-full text-left text-sm" aria-labelledby={headingId}>
        <thead className="text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th scope="col" className="whitespace-nowrap py-2 pr-3 font-semibold">
              {t('leaderboard.rank')}
            </th>
            <th scope="col" className="w-full py-2 pr-2 font-semibold">
              {t('leaderboard.player')}
            </th>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={`whitespace-nowrap py-2 pl-3 text-right font-semibold ${c.secondary ? 'hidden sm:table-cell' : ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const isMe = highlightUsername !== undefined && entry.username === highlightUsername;
            return (
              <tr key={`${entry.rank}-${entry.username}`} className={`border-t border-slate-800 ${isMe ? 'bg-indigo-500/15' : ''}`}>
                <td className="whitespace-nowrap py-2.5 pr-3">
                  <RankBadge rank={entry.rank} />
                </td>
                <th scope="row" className="max-w-0 py-2.5 pr-2 font-medium text-slate-100">
                  <span className="flex min-w-0 items-center gap-2">
                    <span className="truncate" title={entry.username}>
                      {entry.username}
                    </span>
                    {mark?.(entry)}
                    {isMe && <span className="shrink-0 rounded bg-indigo-500/30 px-1.5 py-0.5 text-xs font-semibold text-indigo-100">{t('leaderboard.you')}</span>}
                  </span>
                </th>
                {columns.map((c) => (
                  <td key={c.header} className={`whitespace-nowrap py-2.5 pl-3 text-right tabular-nums ${c.secondary ? 'hidden sm:table-cell' : ''}`}>
                    {c.cell(entry)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }

  return (
    <section className="card flex flex-col p-5 sm:p-6" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-xl font-bold">
        {icon}
        {title}
      </h2>
      {body}
    </section>
  );
}

/** docs/product.md §8: a failed leaderboard load is toasted once, however many boards are on the page. */
function useLeaderboardErrorToast(isError: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (isError) toast.error(t('leaderboard.loadFailed'), { id: 'leaderboard-error' });
  }, [isError, t]);
}

export function DailyLeaderboard({ limit, highlightUsername }: { limit: number; highlightUsername?: string }) {
  const query = useDailyLeaderboard(limit);
  const { t, i18n } = useTranslation();
  useLeaderboardErrorToast(query.isError);
  return (
    <LeaderboardTable
      title={t('leaderboard.daily')}
      icon={<CalendarDays className="h-5 w-5 text-indigo-300" aria-hidden="true" />}
      entries={query.data}
      isPending={query.isPending}
      isError={query.isError}
      columns={dailyColumns(t, i18n.resolvedLanguage ?? 'en')}
      emptyText={t('leaderboard.emptyDaily')}
      highlightUsername={highlightUsername}
      mark={(entry) => <HardMark entry={entry} />}
      testId="leaderboard-daily"
    />
  );
}

export function AllTimeLeaderboard({ limit, highlightUsername }: { limit: number; highlightUsername?: string }) {
  const query = useAllTimeLeaderboard(limit);
  const { t, i18n } = useTranslation();
  useLeaderboardErrorToast(query.isError);
  return (
    <LeaderboardTable
      title={t('leaderboard.allTime')}
      icon={<Trophy className="h-5 w-5 text-amber-300" aria-hidden="true" />}
      entries={query.data}
      isPending={query.isPending}
      isError={query.isError}
      columns={allTimeColumns(t, i18n.resolvedLanguage ?? 'en')}
      emptyText={t('leaderboard.emptyAllTime')}
      highlightUsername={highlightUsername}
      testId="leaderboard-alltime"
    />
  );
}
