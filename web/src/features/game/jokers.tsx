import { Lightbulb, LoaderCircle, SkipForward } from 'lucide-react';
import { SCORING } from '../../../../shared/constants';
import { CostBadge } from './cost-badge';

interface JokersProps {
  score: number;
  hintUsed: boolean;
  /** Any action is running or the review is resolved. */
  locked: boolean;
  busy: 'skip' | 'hint' | null;
  onSkip(): void;
  onHint(): void;
}

/**
 * Skip Review and Show Genre. Show Genre stays clickable (not even aria-disabled) when it cannot be
 * used (too few points, already used) so every player gets the toast that explains why; it only looks dimmed.
 */
export function Jokers({ score, hintUsed, locked, busy, onSkip, onHint }: JokersProps) {
  const hintUnavailable = hintUsed || score < SCORING.hintCost;
  return (
    <section aria-labelledby="jokers-title" className="rounded-xl border border-slate-800 bg-slate-900/60 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id="jokers-title" className="font-semibold text-slate-200">
          Jokers
        </h3>
        <p className="text-sm text-slate-400">
          Current score: <span className="font-bold tabular-nums text-white" data-testid="joker-score">{score}</span>
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="button" className="btn btn-secondary whitespace-nowrap px-3 text-sm" onClick={onSkip} disabled={locked}>
          {busy === 'skip' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <SkipForward className="h-4 w-4" aria-hidden="true" />}
          Skip Review
          <CostBadge cost={SCORING.skipPenalty} />
        </button>
        <button
          type="button"
          className={`btn btn-secondary whitespace-nowrap px-3 text-sm ${hintUnavailable && !locked ? 'opacity-60' : ''}`}
          onClick={onHint}
          disabled={locked}
        >
          {busy === 'hint' ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Lightbulb className="h-4 w-4" aria-hidden="true" />}
          Show Genre
          <CostBadge cost={SCORING.hintCost} />
        </button>
      </div>
    </section>
  );
}
