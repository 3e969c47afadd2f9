import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, insertReviews, type TestApp, guestBrowser, type Call } from '../../test/test-app';
import { daysAgo, seedPastDays } from '../../test/past-days';

// "How everyone did" counts the viewer's own answer at once, even while the day's figures are cached.
let t: TestApp;
let app: FastifyInstance;
const GAMES = ['Portal 2', 'Stardew Valley', 'Hades', 'Celeste'].map((gameName) => ({ gameName }));
let ids: string[];
const DAY = daysAgo(1);

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ids = await insertReviews(app, GAMES);
  await seedPastDays(app, daysAgo(5), [{ date: DAY, reviewIds: ids.slice(0, 3) }]);
});
afterAll(() => t.close());

const guest = () => guestBrowser(app);
const open = (call: Call, date = '') => call({ method: 'GET', url: `/api/game/daily${date ? `/${date}` : ''}` });
const verify = (call: Call, reviewId: string, answer: string, day?: string) => call({ method: 'POST', url: '/api/game/verify', payload: { reviewId, answer, day } });
const stats = async (call: Call, date: string) => (await call({ method: 'GET', url: `/api/game/daily/${date}/stats` })).json();

describe('community stats include the viewer', () => {
  it('counts each answer of the viewer right after it, never twice, even with figures cached before it', async () => {
    const viewer = guest();
    await open(viewer, DAY);
    await verify(viewer, ids[0]!, 'Portal 2', DAY);
    // This read caches the day's figures (before the viewer's next answers).
    expect((await stats(viewer, DAY)).reviews[0]).toMatchObject({ players: 1, solvedPercent: 100, averageScreenshots: 1 });

    await verify(viewer, ids[1]!, 'Celeste', DAY);
    const afterMiss = await stats(viewer, DAY);
    // Not "0% of 0 players": the viewer's own miss is in, with their catalogue guess.
    expect(afterMiss.reviews[1]).toEqual({ reviewId: ids[1], players: 1, solvedPercent: 0, averageScreenshots: null, wrongGuesses: ['Celeste'] });
    expect(afterMiss.reviews[0]).toMatchObject({ players: 1, solvedPercent: 100 });

    // A second player misses review 1 while the figures are still cached: the cached solve and their own miss, 1 of 2.
    const other = guest();
    await open(other, DAY);
    await verify(other, ids[0]!, 'Hades', DAY);
    const theirs = await stats(other, DAY);
    expect(theirs.reviews[0]).toEqual({ reviewId: ids[0], players: 2, solvedPercent: 50, averageScreenshots: 1, wrongGuesses: ['Hades'] });
    expect(theirs.reviews.slice(1)).toEqual([null, null]);
  });

  it("tells today's first finisher they are the only one so far (the page says they are the first)", async () => {
    const first = guest();
    const reviews: { id: string }[] = (await open(first)).json().reviews;
    for (const r of reviews) await verify(first, r.id, 'nope');
    expect(await stats(first, new Date().toISOString().slice(0, 10))).toMatchObject({ dayPlayers: 1, betterThanPercent: 0 });
    const own = (await stats(first, new Date().toISOString().slice(0, 10))).reviews;
    expect(own.map((r: { players: number; solvedPercent: number }) => [r.players, r.solvedPercent])).toEqual([[1, 0], [1, 0], [1, 0]]);
  });
});
