/**
 * The visible "-25" on a paid action. When the score cannot cover the cost, the badge says so
 * before the click: the rest is owed and taken from the next points earned.
 */
export function CostBadge({ cost, score }: { cost: number; score: number }) {
  const owed = Math.max(0, cost - score);
  return (
    <>
      <span className="rounded bg-rose-500/20 px-1.5 py-0.5 text-xs font-bold tabular-nums text-rose-200" aria-hidden="true" data-testid="cost-badge">
        -{cost}
        {owed > 0 && <span className="ml-1 font-semibold text-amber-200">{owed === cost ? 'owed' : `(${owed} owed)`}</span>}
      </span>
      <span className="sr-only">
        {owed > 0 ? ` (costs ${cost} points: ${owed} of them taken from your next points)` : ` (costs ${cost} points)`}
      </span>
    </>
  );
}
