/** The visible "-25" on a paid action; screen readers hear "(costs 25 points)" instead. */
export function CostBadge({ cost }: { cost: number }) {
  return (
    <>
      <span className="rounded bg-rose-500/20 px-1.5 py-0.5 text-xs font-bold tabular-nums text-rose-200" aria-hidden="true">
        -{cost}
      </span>
      <span className="sr-only"> (costs {cost} points)</span>
    </>
  );
}
