import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { dayStreak } from './day-streak';
import { createTestApp, insertReviews, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let app: FastifyInstance;
const nameOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const games = Array.from({ length: 8 }, (_, i) => ({ gameName: `Streak Game ${i + 1}` }));
  const ids = await insertReviews(app, games);
  ids.forEach((id, i) => nameOf.set(id, games[i]!.gameName));
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const onDay = (day: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${day}T12:00:00Z`) });

async function player() {
  const u = await registerUser(app);
  const call = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...u.auth, ...(opts.headers ?? {}) } });
  return { ...u, call };
}
type Player = Awaited<ReturnType<typeof player>>;

/** Plays the day's daily: `right` correct answers, then wrong ones (a miss still finishes the daily). */
async function playDaily(p: Player, right: number) {
  const ids: string[] = (await p.call({ method: 'GET', url: '/api/game/daily' })).json().reviews.map((r: { id: string }) => r.id);
  for (const [i, id] of ids.entries()) {
    expect((await p.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: id, answer: i < right ? nameOf.get(id)! : 'nope' } })).statusCode).toBe(200);
  }
}

/** The streak the API shows (profile and all-time board) must equal the one computed from the records. */
async function expectStreak(p: Player, day: string, expected: number) {
  const computed = dayStreak(await app.ctx.repos.scores.dailyDays(p.user.id), day);
  expect(computed).toBe(expected);
  expect((await p.call({ method: 'GET', url: '/api/auth/me' })).json().streak).toBe(expected);
  const board = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=100' })).json().leaderboard;
  expect(board.find((e: { username: string }) => e.username === p.user.username)?.streak ?? 0).toBe(expected);
}

/** Every profile rank equals 1 + the players with more points, and totalUsers every user. */
async function expectRanksMatchCounts(players: Player[]) {
  const totals = await Promise.all(players.map(async (p) => (await p.call({ method: 'GET', url: '/api/auth/me' })).json().totalScore as number));
  const all = (await app.ctx.db.selectFrom('users').select(['total_score']).execute()).map((u) => u.total_score);
  for (const [i, p] of players.entries()) {
    const rank = (await p.call({ method: 'GET', url: `/api/scores/rank/${p.user.id}` })).json();
    expect(rank).toEqual({ rank: 1 + all.filter((s) => s > totals[i]!).length, totalUsers: all.length });
  }
}

describe('the stored day streak and rank counts', () => {
  it('equal the computed streak after each kind of day, 0 after a missed day, and ranks equal the counts', async () => {
    onDay('2026-02-27');
    const a = await player();
    const b = await player();
    await playDaily(a, 3);
    await playDaily(b, 0);
    await expectStreak(a, '2026-02-27', 1);
    await expectStreak(b, '2026-02-27', 1);

    onDay('2026-02-28');
    await expectStreak(a, '2026-02-28', 1); // yesterday still counts before today's is played
    await playDaily(a, 2);
    await expectStreak(a, '2026-02-28', 2);
    await expectRanksMatchCounts([a, b]);

    onDay('2026-03-01'); // across a month end
    await playDaily(a, 3);
    await playDaily(b, 1);
    await expectStreak(a, '2026-03-01', 3);
    await expectStreak(b, '2026-03-01', 1); // b missed 02-28

    onDay('2026-03-02');
    await playDaily(a, 3);
    await expectStreak(a, '2026-03-02', 4);
    expect((await a.call({ method: 'GET', url: '/api/auth/me' })).json().totalScore).toBeGreaterThan(1024);
    await expectRanksMatchCounts([a, b]); // a crossed a rank bucket

    onDay('2026-03-04'); // a missed 03-03: the streak shows 0 before any new daily
    await expectStreak(a, '2026-03-04', 0);
    await expectStreak(b, '2026-03-04', 0);
    await playDaily(a, 0);
    await expectStreak(a, '2026-03-04', 1);
    await expectRanksMatchCounts([a, b, await player()]);
  });
});
