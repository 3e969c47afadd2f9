// The Daily Challenges calendar: the next 30 days, scheduled, already picked or to be picked, and
// the languages whose players would meet a review again within 60 days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarResponse } from '../../../shared/schemas/planning';
import { createAdminTestApp, insertReviews, type AdminTestApp } from '../../test/test-app';

let t: AdminTestApp;
let english: string[];
let french: string[];
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const names = (day: CalendarResponse['days'][number]) => day.reviews.map((r) => r.gameName).sort();

beforeAll(async () => {
  t = await createAdminTestApp();
  // Enough English reviews for 30 days without a repeat, and a small French pool.
  english = await insertReviews(t.app, Array.from({ length: 96 }, (_, i) => ({ gameName: `English Game ${i}`, images: 1 })));
  french = await insertReviews(t.app, Array.from({ length: 5 }, (_, i) => ({ gameName: `French Game ${i}`, languages: ['en', 'fr'], images: 1 })));
});
afterAll(() => t.close());

const calendar = async (query = '') => {
  const res = await t.asAdmin({ method: 'GET', url: `/api/admin/daily-challenges/calendar${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as CalendarResponse;
};

describe('daily challenges calendar', () => {
  it('shows 30 days from today: the next 7 picked ahead, a scheduled day as scheduled, the others to be auto-picked', async () => {
    const scheduled = [english[0]!, english[1]!, english[2]!];
    expect((await t.asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date: inDays(3), reviewIds: scheduled } })).statusCode).toBe(201);
    const today = (await t.asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/current' })).json().challenge;

    const { days } = await calendar();
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => inDays(i)));
    expect(days[0]).toMatchObject({ kind: 'picked', challengeId: today._id });
    expect(names(days[0]!)).toEqual(today.reviewIds.map((r: { gameName: string }) => r.gameName).sort());
    expect(days[3]).toMatchObject({ kind: 'scheduled' });
    expect(names(days[3]!)).toEqual(['English Game 0', 'English Game 1', 'English Game 2']);
    // The next 7 days are picked ahead and stored (docs/rules.md); later days are projected.
    for (const i of [1, 2, 4, 7]) {
      expect(days[i]).toMatchObject({ kind: 'picked', challengeId: expect.any(String) });
      expect(days[i]!.reviews).toHaveLength(3);
    }
    for (const i of [8, 29]) {
      expect(days[i]).toMatchObject({ kind: 'auto', challengeId: null });
      expect(days[i]!.reviews).toHaveLength(3);
    }
  });

  it('projects the days to be picked as the server picks them: no review twice within 30 days while fresh ones remain', async () => {
    const { days } = await calendar();
    const shown = days.flatMap((d) => d.reviews.map((r) => r._id));
    // The scheduled day may reuse a review of an earlier day (an admin's choice); the picks never do.
    const picked = days.filter((d) => d.kind !== 'scheduled').flatMap((d) => d.reviews.map((r) => r._id));
    expect(new Set(picked).size).toBe(picked.length);
    expect(shown.length).toBe(90);
  });

  it('warns about each language whose pool would repeat a review within 60 days', async () => {
    const { languages, days, rules } = await calendar();
    expect(rules).toEqual({ noRepeatDays: 120, warningDays: 60 });
    const en = languages.find((l) => l.language === 'en')!;
    const fr = languages.find((l) => l.language === 'fr')!;
    // 101 English reviews cover 33 days of three (every day of the 30 shown); on day 33 the fresh ones run out and one returns.
    expect(en).toMatchObject({ pool: 101, perDay: 3, daysCovered: 30 });
    expect(en.firstRepeat).toMatchObject({ date: inDays(33) });
    // Five French reviews: one a day while fresh (the language-coverage rule), back first when the pool runs out.
    expect(fr).toMatchObject({ pool: 5, daysCovered: 5 });
    expect(fr.firstRepeat).toMatchObject({ date: inDays(33) });
    expect(fr.firstRepeat!.gameName).toMatch(/^French Game \d$/);
    expect(days.filter((d) => d.kind !== 'scheduled').slice(0, 5).every((d) => d.reviews.some((r) => french.includes(r._id)))).toBe(true);
    // No repeat inside the 30 days shown: the days themselves carry no repeat mark.
    expect(days.filter((d) => d.repeatLanguages.length > 0)).toEqual([]);
    // German has no reviews at all: nothing to repeat.
    expect(languages.find((l) => l.language === 'de')).toMatchObject({ pool: 0, perDay: 0, daysCovered: 0, firstRepeat: null });
  });

  it('marks a day that shows a review again within 60 days', async () => {
    const { days } = await calendar();
    // An admin schedules, for day 10, today's reviews.
    const again = days[0]!.reviews.map((r) => r._id);
    const res = await t.asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date: inDays(10), reviewIds: again } });
    expect(res.statusCode).toBe(201);
    const after = await calendar();
    expect(after.days[10]).toMatchObject({ kind: 'scheduled' });
    expect(after.days[10]!.repeatLanguages).toContain('en');
    expect(after.languages.find((l) => l.language === 'en')!.firstRepeat).toMatchObject({ date: inDays(10), lastShown: inDays(0) });
  });

  it('shows fewer days on request and validates the request', async () => {
    expect((await calendar('?days=7')).days).toHaveLength(7);
    for (const bad of ['0', '61', 'abc', '2.5']) {
      const res = await t.asAdmin({ method: 'GET', url: `/api/admin/daily-challenges/calendar?days=${bad}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/days/);
    }
  });

  it('tells the challenge form which chosen reviews another stored day shows within 60 days, and which days', async () => {
    // New reviews: no day picked so far uses them.
    const fresh = await insertReviews(t.app, Array.from({ length: 4 }, (_, i) => ({ gameName: `Fresh Game ${i}`, images: 1 })));
    const chosen = fresh.slice(0, 3);
    expect((await t.asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date: inDays(20), reviewIds: chosen } })).statusCode).toBe(201);
    const repeats = async (date: string, ids: string[]) => {
      const res = await t.asAdmin({ method: 'GET', url: `/api/admin/daily-challenges/repeats?date=${date}&reviewIds=${ids.join(',')}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { repeats: { reviewId: string; gameName: string; dates: string[] }[] }).repeats;
    };
    // The next day, with two of them and one unused review.
    expect(await repeats(inDays(21), [fresh[0]!, fresh[1]!, fresh[3]!])).toEqual([
      { reviewId: fresh[0], gameName: 'Fresh Game 0', dates: [inDays(20)] },
      { reviewId: fresh[1], gameName: 'Fresh Game 1', dates: [inDays(20)] },
    ]);
    // The day itself is not a repeat of itself; 65 days later is beyond the warning window.
    expect(await repeats(inDays(20), chosen)).toEqual([]);
    expect(await repeats(inDays(85), chosen)).toEqual([]);
    // Today's picked challenge counts like any stored day.
    const today = (await t.asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/current' })).json().challenge;
    const todays = today.reviewIds.map((r: { _id: string }) => r._id) as string[];
    for (const r of await repeats(inDays(40), todays)) expect(r.dates).toContain(inDays(0));
    expect(await repeats(inDays(40), todays)).toHaveLength(3);
  });
});

