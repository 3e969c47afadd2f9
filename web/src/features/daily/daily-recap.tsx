import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check, ListChecks, SkipForward, X } from 'lucide-react';
import type { DailyResponse, PlayableReview } from '../../../../shared/schemas/game';
import { useFormat } from '../../i18n/format';
import { useAuth } from '../../lib/auth-context';
import { fetchDaily } from './daily-api';

const OUTCOME = {
  correct: { icon: Check, tone: 'text-emerald-300 border-emerald-500/40' },
  incorrect: { icon: X, tone: 'text-rose-300 border-rose-500/40' },
  skipped: { icon: SkipForward, tone: 'text-amber-300 border-amber-500/40' },
} as const;

const hasResult = (r: PlayableReview) => r.outcome === 'pending' || (r.result !== undefined && r.result !== null);

function RecapItem({ review, index }: { review: PlayableReview; index: number }) {
  const { t } = useTranslation('daily');
  const format = useFormat();
  if (review.outcome === 'pending' || !review.result) return null;
  const { icon: Icon, tone } = OUTCOME[review.outcome];
  const points = review.result.points;
  const signed = points > 0 ? `+${format.number(points)}` : format.number(points);
  return (
    <li className={`rounded-xl border bg-slate-900/70 p-3 text-left ${tone}`} data-testid="recap-review" data-outcome={review.outcome}>
      <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold uppercase tracking-wide">
        <Icon className="h-4 w-4" aria-hidden="true" strokeWidth={2.5} />
        {t('recap.review', { n: index + 1 })} · {t(`progress.${review.outcome}`)}
      </p>
      <p className="mt-1 text-lg font-bold break-words text-white" data-testid="recap-answer">
        {review.correctAnswer}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-300">
        <dt className="text-slate-400">{t('recap.yourAnswer')}</dt>
        <dd className="min-w-0 break-words" data-testid="recap-guess">
          {review.result.guess ?? <span className="italic">{t('recap.skipped')}</span>}
        </dd>
        <dt className="text-slate-400">{t('recap.screenshots')}</dt>
        <dd data-testid="recap-screenshots">{t('recap.screenshotsOf', { used: review.reviewImages.length, max: review.maxReviews })}</dd>
        {review.hintUsed && (
          <>
            <dt className="text-slate-400">{t('recap.hint')}</dt>
            <dd>{review.genre}</dd>
          </>
        )}
        <dt className="text-slate-400">{t('recap.points')}</dt>
        <dd className="font-semibold tabular-nums text-white" data-testid="recap-points">
          {signed}
        </dd>
      </dl>
    </li>
  );
}

/**
 * The day's reviews as the player resolved them: the game, their answer, the screenshots they saw
 * and the points each answer moved the score by. Read from the server (the play's own record), so
 * it is the same after a reload; a copy kept from the game screens is asked again once.
 */
export function DailyRecap({ daily }: { daily: DailyResponse }) {
  const { t } = useTranslation('daily');
  const { playerKey } = useAuth();
  const complete = daily.reviews.every(hasResult);
  const fresh = useQuery({
    queryKey: ['daily-recap', playerKey, daily.date],
    queryFn: ({ signal }) => fetchDaily(daily.language, { date: daily.isToday ? undefined : daily.date, preview: true, signal }),
    enabled: !complete,
    staleTime: Infinity,
  });
  const reviews = complete ? daily.reviews : fresh.data?.reviews;
  if (!reviews?.some((r) => r.result)) return null;
  return (
    <section className="card space-y-3 p-4 sm:p-6" aria-labelledby="daily-recap-title" data-testid="daily-recap">
      <h2 id="daily-recap-title" className="flex items-center gap-2 text-lg font-bold">
        <ListChecks className="h-5 w-5 text-indigo-300" aria-hidden="true" />
        {t('recap.title')}
      </h2>
      <ol className="grid gap-3 md:grid-cols-3">
        {reviews.map((review, i) => (
          <RecapItem key={review.id} review={review} index={i} />
        ))}
      </ol>
    </section>
  );
}
