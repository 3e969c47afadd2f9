// A player's own stats (issue 9 item 5): every figure from refereed plays, for accounts and guests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { utcDate } from '../../../shared/constants';
import type { MyStats } from '../../../shared/schemas/my-stats';
import { createTestApp, insertReviews, registerUser, type TestApp } from '../../test/test-app';
import { daysAgo, seedLiveDaily, seedPastDays } from '../../test/past-days';

let t: TestApp;
let app: FastifyInstance;
const GAMES = [
  { gameName: 'Portal 2', genre: 'Puzzle' },
  { gameName: 'Baba Is You', genre: 'Puzzle' },
  { gameName: 'The Witness', genre: 'Puzzle' },
  { gameName: 'Hades', genre: 'Roguelike' },
  { gameName: 'Dead Cells', genre: 'Roguelike' },
  { gameName: 'Slay the Spire', genre: 'Roguelike' },
  { gameName: 'Disco Elysium', genre: 'RPG' },
  { gameName: 'Baldur’s Gate 3', genre: 'RPG' },
  { gameName: 'Fallout: New Vegas', genre: 'RPG' },
];
let ids: string[];
const nameOf = new Map<string, string>();
const today = utcDate();

type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;
const stats = async (call: Call) => {
  const res = await call({ method: 'GET', url: '/api/game/my-stats' });
  expect(res.statusCode).toBe(200);
  return res.json() as MyStats;
};
const reviewsOf = async (call: Call, date?: string) => (await call({ method: 'GET', url: date ? `/api/game/daily/${date}?language=en` : '/api/game/daily?language=en' })).json().reviews as { id: string }[];
const verify = (call: Call, reviewId: string, answer: string, day?: string) => call({ method: 'POST', url: '/api/game/verify', payload: { reviewId, answer, ...(day ? { day } : {}) } });

function guest(): Call & { cookie?: string } {
  const call = (async (opts: InjectOptions) => {
    const res = await app.inject({ ...opts, headers: { ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...(opts.headers ?? {}) }, cookies: call.cookie ? { rq_guest: call.cookie } : {} });
    const set = res.cookies.find((c) => c.name === 'rq_guest');
    if (set) call.cookie = set.value || undefined;
    return res;
  }) as Call & { cookie?: string; token?: string };
  return call;
}
async function player() {
  const u = await registerUser(app);
  const call: Call = (opts) => app.inject({ ...opts, headers: { ...u.auth, ...(opts.headers ?? {}) } });
  return { ...u, call };
}

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ids = await insertReviews(app, GAMES);
  ids.forEach((id, i) => nameOf.set(id, GAMES[i]!.gameName));
  await seedPastDays(app, daysAgo(6), [1, 2, 3, 4, 5].map((n) => ({ date: daysAgo(n), reviewIds: [0, 1, 2].map((k) => ids[(n * 3 + k) % ids.length]!) })));
});
afterAll(() => t.close());

describe('my stats', () => {
  it('counts dailies on the day and from the archive, wins, streaks, score bars, screenshots, accuracy and the calendar', async () => {
    const p = await player();
    const right = (i: number) => ({ reviewId: ids[i]!, outcome: 'correct' as const });
    // Days 5 and 4: all named (won, 300 points); day 3 missed; yesterday: one wrong (200 points).
    await seedLiveDaily(app, { userId: p.user.id }, daysAgo(5), [right(0), right(3), right(6)], true);
    await seedLiveDaily(app, { userId: p.user.id }, daysAgo(4), [right(1), right(4), right(7)], true);
    await seedLiveDaily(app, { userId: p.user.id }, daysAgo(1), [right(2), right(5), { reviewId: ids[8]!, outcome: 'incorrect' }], true);

    // Today, live: named with one screenshot, named after paying for a second one, then a wrong answer.
    const todays = await reviewsOf(p.call);
    await verify(p.call, todays[0]!.id, nameOf.get(todays[0]!.id)!);
    expect((await p.call({ method: 'POST', url: '/api/game/reveal', payload: { reviewId: todays[1]!.id } })).statusCode).toBe(200);
    await verify(p.call, todays[1]!.id, nameOf.get(todays[1]!.id)!);
    const last = await verify(p.call, todays[2]!.id, 'Not a game at all');
    expect(last.json().finished).toBe(true);
    const todayScore = last.json().state.score as number;

    // Day 3 from the archive: all named.
    const past = await reviewsOf(p.call, daysAgo(3));
    let archived: LightMyRequestResponse | undefined;
    for (const r of past) archived = await verify(p.call, r.id, nameOf.get(r.id)!, daysAgo(3));
    const archiveScore = archived!.json().state.score as number;

    const s = await stats(p.call);
    expect(s.dailies).toEqual({ onTheDay: 4, fromArchive: 1, won: 3 });
    // Yesterday and today; days 5-4 were two in a row too. The archive day fills no gap.
    expect(s.streak).toEqual({ current: 2, best: 2 });
    const bars = [0, 0, 0, 0, 0, 0, 0];
    for (const score of [300, 300, 200, todayScore, archiveScore]) bars[Math.min(Math.floor(score / 50), 6)]! += 1;
    expect(s.scoreBars).toEqual(bars);
    // 13 named reviews, 14 screenshots seen for them (one paid second screenshot).
    expect(s.averageScreenshots).toBe(1.1);
    expect(s.byLanguage).toEqual([{ key: 'en', resolved: 15, correct: 13 }]);
    expect(s.byGenre.reduce((sum, g) => sum + g.resolved, 0)).toBe(15);
    expect(s.byGenre.map((g) => g.key).sort()).toEqual(['Puzzle', 'RPG', 'Roguelike']);
    expect(s.playedDays).toEqual([daysAgo(5), daysAgo(4), daysAgo(1), today]);
  });

  it('starts empty, and shows each player only their own plays', async () => {
    const fresh = await player();
    expect(await stats(fresh.call)).toEqual({
      dailies: { onTheDay: 0, fromArchive: 0, won: 0 },
      streak: { current: 0, best: 0 },
      scoreBars: [0, 0, 0, 0, 0, 0, 0],
      averageScreenshots: null,
      byLanguage: [],
      byGenre: [],
      playedDays: [],
    });
    expect((await stats(guest())).dailies.onTheDay).toBe(0);
  });

  it('keeps a guest its stats, and moves them to the account it signs up for, counted once', async () => {
    const g = guest();
    for (const r of await reviewsOf(g)) await verify(g, r.id, nameOf.get(r.id)!);
    expect((await stats(g)).dailies).toEqual({ onTheDay: 1, fromArchive: 0, won: 1 });
    const res = await g({ method: 'POST', url: '/api/auth/register', payload: { username: 'statsguest', email: 'statsguest@example.com', password: 'secret123' } });
    expect(res.statusCode).toBe(201);
    (g as unknown as { token: string }).token = res.json().token;
    const account = await stats(g);
    expect(account.dailies).toEqual({ onTheDay: 1, fromArchive: 0, won: 1 });
    expect(account.streak.current).toBe(1);
    expect(account.playedDays).toEqual([today]);
  });
});
