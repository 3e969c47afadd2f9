import { describe, expect, it } from 'vitest';
import { pickDailyReviews } from './daily-picker';

const ALL = ['en', 'fr', 'es', 'it', 'de', 'tr'];
const englishOnly = Array.from({ length: 30 }, (_, i) => `en-${String(i).padStart(2, '0')}`);
const german = ['de-a', 'de-b', 'de-c'];
const everywhere = ['all-a', 'all-b', 'all-c'];
const languages = new Map<string, string[]>([
  ...englishOnly.map((id) => [id, ['en']] as [string, string[]]),
  ...german.map((id) => [id, ['en', 'de']] as [string, string[]]),
  ...everywhere.map((id) => [id, ALL] as [string, string[]]),
]);
const languagesOf = (id: string) => languages.get(id) ?? [];
const candidates = [...languages.keys()];

describe('daily pick', () => {
  it('is the same for a date whatever the order of the candidates', () => {
    const a = pickDailyReviews('2026-11-23', candidates, new Set(), languagesOf);
    expect(pickDailyReviews('2026-11-23', [...candidates].reverse(), new Set(), languagesOf)).toEqual(a);
    expect(new Set(a).size).toBe(3);
  });

  it('includes a review in a less-served language when one is fresh', () => {
    const recent = new Set(everywhere);
    for (const date of ['2026-01-01', '2026-02-14', '2026-07-30']) {
      const picked = pickDailyReviews(date, candidates, recent, languagesOf);
      expect(picked.some((id) => german.includes(id))).toBe(true);
    }
  });

  it('spreads reviews that exist in every language over days instead of spending them on one', () => {
    const recent = new Set<string>();
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'].map((date) => {
      const picked = pickDailyReviews(date, candidates, recent, languagesOf);
      picked.forEach((id) => recent.add(id));
      return picked;
    });
    for (const picked of days) expect(picked.filter((id) => everywhere.includes(id))).toHaveLength(1);
  });

  it('falls back to recent reviews only when too few fresh ones exist', () => {
    const picked = pickDailyReviews('2026-05-05', ['a', 'b', 'c', 'd'], new Set(['a', 'b', 'c']));
    expect(picked[0]).toBe('d');
    expect(picked).toHaveLength(3);
    expect(pickDailyReviews('2026-05-05', ['a', 'b'], new Set())).toHaveLength(2);
  });
});
