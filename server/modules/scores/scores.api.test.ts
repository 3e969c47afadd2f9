import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestApp, insertReviews, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
let app: FastifyInstance;
const GAMES = [
  { gameName: 'The Witcher 3: Wild Hunt', genre: 'Action RPG' },
  { gameName: 'Portal 2', genre: 'Puzzle' },
  { gameName: 'Stardew Valley', genre: 'Farming Sim' },
];
const nameOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const ids = await insertReviews(app, GAMES);
  ids.forEach((id, i) => nameOf.set(id, GAMES[i]!.gameName));
});
afterAll(() => t.close());

async function player() {
  const u = await registerUser(app);
  const call = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...u.auth, ...(opts.headers ?? {}) } });
  return { ...u, call };
}

/** Plays today's daily: `right` answers correct first, the rest wrong (3 right = 330, 1 right = 100). */
async function playDaily(p: Awaited<ReturnType<typeof player>>, right: number) {
  const ids: string[] = (await p.call({ method: 'GET', url: '/api/game/daily' })).json().reviews.map((r: { id: string }) => r.id);
  for (const [i, id] of ids.entries()) {
    const res = await p.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: id, answer: i < right ? nameOf.get(id)! : 'Not a game' } });
    expect(res.statusCode).toBe(200);
  }
}

describe('tied scores share a rank (standard competition ranking: 1, 2, 2, 4)', () => {
  it('ranks equal scores equally on the daily and all-time boards and in the profile rank', async () => {
    // Scores: 330, 100, 100, 100, 0 -> ranks 1, 2, 2, 2, 5.
    const top = await player();
    const tied = [await player(), await player(), await player()];
    const last = await player();
    await playDaily(top, 3);
    for (const p of tied) await playDaily(p, 1);
    await playDaily(last, 0);

    const daily = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/daily?limit=10' })).json().leaderboard;
    expect(daily.map((e: { rank: number; score: number }) => [e.rank, e.score])).toEqual([[1, 330], [2, 100], [2, 100], [2, 100], [5, 0]]);

    const allTime = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=10' })).json().leaderboard;
    expect(allTime.map((e: { rank: number; totalScore: number }) => [e.rank, e.totalScore])).toEqual([[1, 330], [2, 100], [2, 100], [2, 100], [5, 0]]);

    // The home board's 5 and a cut inside a tie keep the same ranks.
    const home = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=3' })).json().leaderboard;
    expect(home.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 2]);

    const rankOf = async (p: Awaited<ReturnType<typeof player>>) => (await p.call({ method: 'GET', url: `/api/scores/rank/${p.user.id}` })).json();
    expect(await rankOf(top)).toEqual({ rank: 1, totalUsers: 5 });
    for (const p of tied) expect(await rankOf(p)).toEqual({ rank: 2, totalUsers: 5 });
    expect(await rankOf(last)).toEqual({ rank: 5, totalUsers: 5 });
  });
});

describe('cached reads', () => {
  afterEach(() => vi.useRealTimers());

  it('answers 304 to a known ETag and drops the cached board as soon as a score is recorded', async () => {
    // The clock stands still, so only the invalidation (not the cache's one-second lifetime) can refresh the board.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const first = await app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=100' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=100', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const p = await player();
    await playDaily(p, 3);
    for (const url of ['/api/scores/leaderboard/alltime?limit=100', '/api/scores/leaderboard/daily?limit=100']) {
      const fresh = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().leaderboard.map((e: { username: string }) => e.username)).toContain(p.user.username);
    }
  });

  it('serves languages and names with ETags and refreshes them when reviews change', async () => {
    for (const url of ['/api/game/languages', '/api/game/names']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } })).statusCode).toBe(304);
    }
    const before = (await app.inject({ method: 'GET', url: '/api/game/languages' })).json().languages;
    await insertReviews(app, [{ gameName: 'Celeste', languages: ['fr'] }]);
    const after = (await app.inject({ method: 'GET', url: '/api/game/languages' })).json().languages;
    expect(after.find((l: { code: string }) => l.code === 'fr').count).toBe(before.find((l: { code: string }) => l.code === 'fr').count + 1);
    expect((await app.inject({ method: 'GET', url: '/api/game/names' })).json().gameNames).toContain('Celeste');
  });
});
