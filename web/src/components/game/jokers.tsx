import { Lightbulb, LoaderCircle, SkipForward } from 'lucide-react';
import { costOf } from '../../../../shared/scoring';
import { useTranslation } from 'react-i18next';
import { CostBadge } from './cost-badge';

interface JokersProps {
  score: number;
  /** Points owed for reveals and skips the score could not cover. */
  owed: number;
  /** Why Skip cannot be used (the last daily review): shown disabled, and the reason on click. */
  skipBlockedMessage?: string | null;
  hintUsed: boolean;
  /** Any action is running or the review is resolved. */
  locked: boolean;
  busy: 'skip' | 'hint' | null;
  /** The review card already explains owed points (beside the next screenshot's cost): not said twice. */
  owedExplained?: boolean;
  onSkip(): void;
  onHint(): void;
}

/**
 * Skip Review and Show Genre. A joker that cannot be used now (the last daily review; too few points
 * or a hint already taken) is marked aria-disabled and dimmed but stays clickable, so every player
 * gets the toast that explains why.
 */
export function Jokers({ score, owed, skipBlockedMessage, hintUsed, locked, busy, owedExplained = false, onSkip, onHint }: JokersProps) {
  const hintUnavailable = hintUsed || costOf({ score, owed }, 'hint').refused !== undefined;
  const skipBlocked = Boolean(skipBlockedMessage) && !locked;
  const { t } = useTranslation('game');
  return (
    <section aria-labelledby="jokers-title" className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id="jokers-title" className="font-semibold text-slate-200">
          {t('jokers.title')}
        </h3>
        <p className="text-sm text-slate-300">
          {t('jokers.currentScore')} <span className="font-bold tabular-nums text-white" data-testid="joker-score">{score}</span>
          {owed > 0 && (
            <>
              {' · '}
              {t('jokers.owed')} <span className="font-bold tabular-nums text-amber-200" data-testid="owed">{owed}</span>
            </>
          )}
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <button
          type="button"
          className={`btn btn-secondary flex-wrap px-3 text-sm ${skipBlocked ? 'cursor-not-allowed opacity-50' : ''}`}
          onClick={onSkip}
          disabled={locked}
          // Not `disabled` on the last daily review: a click still tells why ('No more reviews!', docs/product.md §4).
          aria-disabled={skipBlocked || undefined}
          title={skipBlocked ? (skipBlockedMessage ?? undefined) : undefined}
        >
          {busy === 'skip' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <SkipForward className="h-4 w-4" aria-hidden="true" />}
          {t('jokers.skip')}
          {skipBlocked ? <span className="sr-only"> ({skipBlockedMessage})</span> : <CostBadge action="skip" score={score} owed={owed} />}
        </button>
        <button
          type="button"
          className={`btn btn-secondary flex-wrap px-3 text-sm ${hintUnavailable && !locked ? 'opacity-60' : ''}`}
          onClick={onHint}
          disabled={locked}
          aria-disabled={(hintUnavailable && !locked) || undefined}
        >
          {busy === 'hint' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Lightbulb className="h-4 w-4" aria-hidden="true" />}
          {t('jokers.showGenre')}
          <CostBadge action="hint" score={score} owed={owed} />
        </button>
      </div>
      {(owed > 0 || costOf({ score, owed }, 'skip').owed > 0) && !locked && !owedExplained && (
        <p className="mt-3 text-xs text-slate-300" data-testid="owed-note">
          {t('jokers.owedNote')}
        </p>
      )}
    </section>
  );
}
