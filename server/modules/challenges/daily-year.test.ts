import { describe, expect, it } from 'vitest';
import { DAILY_REVIEW_COUNT, LANGUAGES, type Difficulty } from '../../../shared/constants';
import { loadDemoContent } from '../content/seed';
import { pickDailyReviews } from './daily-picker';
import { NO_REPEAT_DAYS, noRepeatWindow } from './daily-pool';

// A year of automatic dailies over the shipped content, picked as the server picks them: each day
// avoids the reviews of its no-repeat window.
const games = loadDemoContent().filter((g) => (g.reviews.en?.length ?? 0) > 0);
const languagesOf = new Map(games.map((g) => [g.slug, Object.keys(g.reviews)]));
const difficultyOf = new Map<string, Difficulty>(games.map((g) => [g.slug, g.difficulty]));
const candidates = games.map((g) => g.slug);

const FIRST_DAY = '2027-01-01';
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const days = Array.from({ length: 365 }, (_, i) => addDays(FIRST_DAY, i));
const year = new Map<string, string[]>();
for (const date of days) {
  const { from, to } = noRepeatWindow(date);
  const recent = new Set([...year].filter(([d]) => d >= from && d < to).flatMap(([, ids]) => ids));
  year.set(date, pickDailyReviews(date, candidates, recent, (id) => languagesOf.get(id) ?? [], (id) => difficultyOf.get(id)));
}

describe('a year of automatic dailies with the shipped content', () => {
  it('never repeats a review within 120 days', () => {
    expect(NO_REPEAT_DAYS).toBeGreaterThanOrEqual(120);
    const lastSeen = new Map<string, number>();
    days.forEach((date, day) => {
      const picked = year.get(date)!;
      expect(new Set(picked).size, date).toBe(DAILY_REVIEW_COUNT);
      for (const id of picked) {
        const before = lastSeen.get(id);
        if (before !== undefined) expect(day - before, `${id} on ${date}`).toBeGreaterThan(120);
        lastSeen.set(id, day);
      }
    });
  });

  it.each([...LANGUAGES])('gives a %s player all three reviews in their own language, every day of the year', (language) => {
    const short = days.filter((date) => !year.get(date)!.every((id) => languagesOf.get(id)!.includes(language)));
    expect(short).toEqual([]);
  });

  it('gives three days in four an easier, a medium and a harder review', () => {
    const balanced = days.filter((date) => new Set(year.get(date)!.map((id) => difficultyOf.get(id))).size === 3);
    expect(balanced.length).toBeGreaterThan(days.length * 0.75);
  });
});
