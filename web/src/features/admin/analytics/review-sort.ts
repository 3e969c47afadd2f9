import type { AnalyticsPayload } from '../../../../../shared/schemas/admin';

export type ReviewAnalytics = AnalyticsPayload['reviewStats'][number];
export type SortKey = 'gameName' | 'totalPlays' | 'successRate' | 'skipPercentage' | 'hintPercentage' | 'isActive';
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

/** docs/product.md §9: the table starts sorted by plays, most first. */
export const DEFAULT_SORT: SortState = { key: 'totalPlays', direction: 'desc' };

/** Clicking the sorted column flips it; another column starts A-Z for names, highest first for figures. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'gameName' ? 'asc' : 'desc' };
}

const byName = (a: ReviewAnalytics, b: ReviewAnalytics) => a.gameName.localeCompare(b.gameName, 'en', { sensitivity: 'base' }) || a._id.localeCompare(b._id);

/** Percentages of a review never played are not 0 %, they are unknown (shown as –). */
const RATE_KEYS: ReadonlySet<SortKey> = new Set(['successRate', 'skipPercentage', 'hintPercentage']);

/**
 * A sorted copy; ties are broken by name (A-Z) so the order never jumps between updates. By a rate,
 * reviews never played come last in both directions.
 */
export function sortReviews(rows: readonly ReviewAnalytics[], sort: SortState): ReviewAnalytics[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === 'gameName') return sign * byName(a, b);
    if (RATE_KEYS.has(sort.key) && (a.totalPlays === 0) !== (b.totalPlays === 0)) return a.totalPlays === 0 ? 1 : -1;
    const av = sort.key === 'isActive' ? Number(a.isActive) : a[sort.key];
    const bv = sort.key === 'isActive' ? Number(b.isActive) : b[sort.key];
    return av !== bv ? sign * (av - bv) : byName(a, b);
  });
}

export type SuccessTone = 'green' | 'yellow' | 'red';

/** docs/product.md §9 success colours: 70 and above green, 40 and above yellow, below red. */
export function successTone(rate: number): SuccessTone {
  if (rate >= 70) return 'green';
  if (rate >= 40) return 'yellow';
  return 'red';
}
