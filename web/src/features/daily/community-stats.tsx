import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import type { CommunityStatsSchema, ReviewCommunityStats } from '../../../../shared/schemas/community';
import { useFormat } from '../../i18n/format';
import { apiRequest, type ResponseOf } from '../../lib/api';

const fetchCommunityStats = (date: string, signal?: AbortSignal) =>
  apiRequest<ResponseOf<typeof CommunityStatsSchema>>(`/game/daily/${date}/stats`, { signal });

function ReviewLine({ index, stats }: { index: number; stats: ReviewCommunityStats }) {
  const { t, i18n } = useTranslation('community');
  const format = useFormat();
  const list = new Intl.ListFormat(i18n.language, { type: 'disjunction' });
  return (
    <li className="rounded-lg bg-slate-800/50 px-3 py-2" data-testid="community-review">
      <p className="font-semibold text-slate-100">
        {t('review', { number: index + 1 })} · {t('solved', { percent: stats.solvedPercent, count: stats.players })}
      </p>
      {stats.averageScreenshots !== null && (
        <p className="text-slate-300">{t('screenshots', { count: stats.averageScreenshots, average: format.number(stats.averageScreenshots) })}</p>
      )}
      {stats.wrongGuesses.length > 0 && <p className="text-slate-400">{t('wrongGuesses', { list: list.format(stats.wrongGuesses) })}</p>}
    </li>
  );
}

/**
 * How everyone did on the reviews the player has resolved (the server gives nothing about the
 * others), and once the day is finished, the share of the day's players they beat.
 */
export function CommunityStats({ date, isToday, resolvedCount }: { date: string; isToday: boolean; resolvedCount: number }) {
  const { t } = useTranslation('community');
  const stats = useQuery({
    // Asked again after every resolution.
    queryKey: ['community-stats', date, resolvedCount],
    queryFn: ({ signal }) => fetchCommunityStats(date, signal),
    enabled: resolvedCount > 0,
  });
  if (!stats.data) return null;
  const shown = stats.data.reviews.map((r, i) => ({ r, i })).filter((x): x is { r: ReviewCommunityStats; i: number } => x.r !== null);
  if (shown.length === 0) return null;
  const { betterThanPercent, dayPlayers } = stats.data;
  return (
    <section className="card space-y-2 p-4 text-left text-sm" aria-labelledby="community-title" data-testid="community-stats">
      <h2 id="community-title" className="flex items-center gap-2 text-base font-bold">
        <Users className="h-4 w-4 text-indigo-300" aria-hidden="true" />
        {t('title')}
      </h2>
      {betterThanPercent !== null && dayPlayers !== null && dayPlayers > 0 && (
        <p className="text-base font-semibold text-emerald-200" data-testid="better-than">
          {/* Today's finishers include the viewer: alone on the list, there is nobody to be better than yet. */}
          {isToday && dayPlayers === 1 ? t('firstToday') : t(isToday ? 'betterThanToday' : 'betterThanDay', { percent: betterThanPercent })}
        </p>
      )}
      <ul className="space-y-2">
        {shown.map(({ r, i }) => (
          <ReviewLine key={r.reviewId} index={i} stats={r} />
        ))}
      </ul>
    </section>
  );
}
