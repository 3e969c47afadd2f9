import type { DailyResponse, PlayableReview } from '../../../../shared/schemas/game';

/** docs/product.md §2 daily states in order: (loading is the page's) completed, start, playing, finished. */
export type Phase = 'completed' | 'start' | 'playing' | 'finished';

export const isResolved = (r: PlayableReview) => r.outcome !== 'pending';

/** Something was already done today (after a reload): skip the start screen and resume. */
function hasStarted(daily: DailyResponse): boolean {
  return daily.reviews.some((r) => isResolved(r) || r.reviewImages.length > 1 || r.hintUsed);
}

/** The state a server answer puts the page in; `resumeOnly`: a first load, where only a play already begun skips the start screen. */
export function phaseOf(daily: DailyResponse, resumeOnly: boolean): Phase {
  if (daily.hasCompleted) return 'completed';
  // A preview of a play not started yet: no screenshot was served.
  if (daily.reviews.length === 0) return 'start';
  if (daily.reviews.every(isResolved)) return 'finished';
  return !resumeOnly || hasStarted(daily) ? 'playing' : 'start';
}
