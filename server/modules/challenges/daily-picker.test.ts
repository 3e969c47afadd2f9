import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, type Difficulty } from '../../../shared/constants';
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

  it('spends one review of a less-served language a day, keeping the others for the days they help', () => {
    const recent = new Set(everywhere);
    for (let day = 1; day <= 60; day += 1) {
      const picked = pickDailyReviews(`seed-${day}`, candidates, recent, languagesOf);
      expect(picked.filter((id) => german.includes(id)), `seed-${day}`).toHaveLength(1);
    }
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

  describe('difficulty balance', () => {
    const tiered = Array.from({ length: 30 }, (_, i) => `t-${String(i).padStart(2, '0')}`);
    const tierOf = (id: string): Difficulty => DIFFICULTIES[Number(id.slice(2)) % 3]!;
    const dates = Array.from({ length: 20 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);

    it('gives each day an easier, a medium and a harder review, easiest first', () => {
      for (const date of dates) {
        const picked = pickDailyReviews(date, tiered, new Set(), () => ['en'], tierOf);
        expect(picked.map(tierOf)).toEqual(['easy', 'medium', 'hard']);
      }
    });

    it('still picks three when the fresh reviews are all of one difficulty', () => {
      const recent = new Set(tiered.filter((id) => tierOf(id) !== 'hard'));
      const picked = pickDailyReviews('2026-04-02', tiered, recent, () => ['en'], tierOf);
      expect(picked.map(tierOf)).toEqual(['hard', 'hard', 'hard']);
    });

    it('never gives up a language to balance difficulty', () => {
      const langs = new Map<string, string[]>([
        ['de-easy', ['en', 'de']],
        ['fr-easy', ['en', 'fr']],
        ...tiered.map((id) => [id, ['en']] as [string, string[]]),
      ]);
      const difficultyOf = (id: string) => (id.endsWith('-easy') ? 'easy' : tierOf(id));
      for (const date of dates) {
        const picked = pickDailyReviews(date, [...langs.keys()], new Set(), (id) => langs.get(id) ?? [], difficultyOf);
        expect(picked).toEqual(expect.arrayContaining(['de-easy', 'fr-easy']));
        // The third is the one difficulty that can still be balanced: not another easy one.
        expect(picked.map(difficultyOf).filter((d) => d === 'easy')).toHaveLength(2);
      }
    });
  });
});
