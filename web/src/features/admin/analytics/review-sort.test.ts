import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortReviews, successTone, type ReviewAnalytics } from './review-sort';

const row = (gameName: string, totalPlays: number, successRate: number, isActive = true, extra: Partial<ReviewAnalytics> = {}): ReviewAnalytics => ({
  _id: gameName.toLowerCase(),
  gameName,
  difficulty: 'medium',
  isActive,
  totalPlays,
  timesCorrect: Math.round((totalPlays * successRate) / 100),
  successRate,
  skips: 0,
  skipPercentage: 0,
  hints: 0,
  hintPercentage: 0,
  ...extra,
});

const rows = [row('beta', 5, 80), row('Alpha', 10, 30, false), row('gamma', 5, 50, true, { skipPercentage: 40 }), row('Delta', 0, 0)];
const names = (list: ReviewAnalytics[]) => list.map((r) => r.gameName);

describe('analytics table sorting', () => {
  it('starts by plays, most first, ties by name', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'totalPlays', direction: 'desc' });
    expect(names(sortReviews(rows, DEFAULT_SORT))).toEqual(['Alpha', 'beta', 'gamma', 'Delta']);
  });

  it('sorts names A-Z ignoring case, and flips on a second click', () => {
    const byName = nextSort(DEFAULT_SORT, 'gameName');
    expect(byName).toEqual({ key: 'gameName', direction: 'asc' });
    expect(names(sortReviews(rows, byName))).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
    expect(names(sortReviews(rows, nextSort(byName, 'gameName')))).toEqual(['gamma', 'Delta', 'beta', 'Alpha']);
  });

  it('starts a figure column highest first', () => {
    const bySuccess = nextSort(DEFAULT_SORT, 'successRate');
    expect(bySuccess.direction).toBe('desc');
    expect(names(sortReviews(rows, bySuccess))).toEqual(['beta', 'gamma', 'Alpha', 'Delta']);
    expect(names(sortReviews(rows, { key: 'skipPercentage', direction: 'desc' }))[0]).toBe('gamma');
  });

  it('puts reviews never played last by a rate, in both directions', () => {
    const list = [row('Unplayed A', 0, 0), row('Hard', 10, 10), row('Easy', 4, 100), row('Unplayed B', 0, 0), row('Middling', 6, 50, true, { skipPercentage: 0, hintPercentage: 0 })];
    expect(names(sortReviews(list, { key: 'successRate', direction: 'desc' }))).toEqual(['Easy', 'Middling', 'Hard', 'Unplayed A', 'Unplayed B']);
    expect(names(sortReviews(list, { key: 'successRate', direction: 'asc' }))).toEqual(['Hard', 'Middling', 'Easy', 'Unplayed A', 'Unplayed B']);
    expect(names(sortReviews(list, { key: 'skipPercentage', direction: 'asc' })).slice(-2)).toEqual(['Unplayed A', 'Unplayed B']);
    expect(names(sortReviews(list, { key: 'hintPercentage', direction: 'desc' })).slice(-2)).toEqual(['Unplayed A', 'Unplayed B']);
  });

  it('sorts by status (active first when descending)', () => {
    expect(names(sortReviews(rows, { key: 'isActive', direction: 'desc' })).at(-1)).toBe('Alpha');
  });

  it('does not change the input', () => {
    const copy = [...rows];
    sortReviews(rows, { key: 'gameName', direction: 'asc' });
    expect(rows).toEqual(copy);
  });
});

describe('success colours (docs/product.md §9)', () => {
  it.each([
    [100, 'green'],
    [70, 'green'],
    [69, 'yellow'],
    [40, 'yellow'],
    [39, 'red'],
    [0, 'red'],
  ] as const)('%i%% is %s', (rate, tone) => {
    expect(successTone(rate)).toBe(tone);
  });
});
