import { Check, Circle, CircleDot, SkipForward, X, type LucideIcon } from 'lucide-react';
import type { PlayableReview } from '../../../../shared/schemas/game';
import { useTranslation } from 'react-i18next';

type Step = 'correct' | 'incorrect' | 'skipped' | 'current' | 'pending';

// Each step has its own icon and word as well as its colour: colour is never the only signal.
const STEPS: Record<Step, { icon: LucideIcon; circle: string; text: string }> = {
  correct: { icon: Check, circle: 'border-emerald-400 bg-emerald-500 text-white', text: 'text-emerald-300' },
  incorrect: { icon: X, circle: 'border-rose-400 bg-rose-500 text-white', text: 'text-rose-300' },
  skipped: { icon: SkipForward, circle: 'border-amber-400 bg-amber-500 text-slate-950', text: 'text-amber-300' },
  current: { icon: CircleDot, circle: 'border-indigo-300 bg-indigo-500/30 text-indigo-100 ring-4 ring-indigo-500/30', text: 'text-indigo-200' },
  pending: { icon: Circle, circle: 'border-slate-600 bg-slate-800 text-slate-500', text: 'text-slate-400' },
};

function stepOf(review: PlayableReview, index: number, currentIndex: number): Step {
  if (review.outcome !== 'pending') return review.outcome;
  return index === currentIndex ? 'current' : 'pending';
}

/** One circle per daily review: correct, incorrect, skipped, current or pending. */
export function DailyProgress({ reviews, currentIndex }: { reviews: PlayableReview[]; currentIndex: number }) {
  const { t } = useTranslation('daily');
  return (
    <ol className="flex items-start justify-center gap-2 sm:gap-4" aria-label={t('progress.label')} data-testid="daily-progress">
      {reviews.map((review, i) => {
        const step = stepOf(review, i, currentIndex);
        const { icon: Icon, circle, text } = STEPS[step];
        return (
          <li key={review.id} className="flex items-center gap-2 sm:gap-4" aria-current={step === 'current' ? 'step' : undefined} data-step={step}>
            {i > 0 && <span className="mb-5 h-0.5 w-6 rounded bg-slate-700 sm:w-12" aria-hidden="true" />}
            <div className="flex w-16 flex-col items-center gap-1">
              <span className={`flex h-11 w-11 items-center justify-center rounded-full border-2 ${circle}`} aria-hidden="true">
                <Icon className="h-5 w-5" strokeWidth={2.5} />
              </span>
              <span className={`text-xs font-semibold ${text}`}>
                <span className="sr-only">{t('progress.review', { n: i + 1 })}</span>
                {t(`progress.${step}`)}
              </span>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
