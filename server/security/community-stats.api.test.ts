import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, registerUser, type TestApp, guestBrowser, type Call } from '../test/test-app';
import { seedPuzzles } from './attack-kit';
import { daysAgo, seedPastDays } from '../test/past-days';

// Community stats must never help with a review the viewer has not resolved.
let t: TestApp;
let app: FastifyInstance;
const GAMES = ['Portal 2', 'Stardew Valley', 'Hades', 'Celeste', 'Factorio', 'Outer Wilds'].map((gameName) => ({ gameName }));
let ids: string[];
let nameOf: Map<string, string>;
const DAY = daysAgo(1);
const OTHER_DAY = daysAgo(2);

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  nameOf = await seedPuzzles(app, GAMES);
  ids = [...nameOf.keys()];
  await seedPastDays(app, daysAgo(5), [{ date: DAY, reviewIds: ids.slice(0, 3) }, { date: OTHER_DAY, reviewIds: ids.slice(3, 6) }]);
});
afterAll(() => t.close());

const guest = () => guestBrowser(app);
const open = (call: Call, date: string) => call({ method: 'GET', url: `/api/game/daily/${date}` });
const verify = (call: Call, reviewId: string, answer: string, day: string) => call({ method: 'POST', url: '/api/game/verify', payload: { reviewId, answer, day } });
const stats = (call: Call, date: string) => call({ method: 'GET', url: `/api/game/daily/${date}/stats` });

describe('community stats', () => {
  it('shows each review\'s figures only once the viewer resolved it, with catalogue titles only as wrong guesses', async () => {
    // Six other players: on review 1, three right (one after a reveal), two guess Celeste, one types an insult.
    const answers = [nameOf.get(ids[0]!)!, nameOf.get(ids[0]!)!, nameOf.get(ids[0]!)!, 'Celeste', 'celeste', 'you are all idiots'];
    for (const [i, answer] of answers.entries()) {
      const g = guest();
      await open(g, DAY);
      if (i === 0) await g({ method: 'POST', url: '/api/game/reveal', payload: { reviewId: ids[0], day: DAY } });
      await verify(g, ids[0]!, answer, DAY);
      // Everyone also misses review 2 with a title: it must not show to a viewer who has not resolved review 2.
      await verify(g, ids[1]!, 'Factorio', DAY);
    }
    const viewer = guest();
    await open(viewer, DAY);
    expect((await stats(viewer, DAY)).json()).toEqual({ reviews: [null, null, null], dayPlayers: null, betterThanPercent: null });

    await verify(viewer, ids[0]!, nameOf.get(ids[0]!)!, DAY);
    const res = await stats(viewer, DAY);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviews[0]).toEqual({ reviewId: ids[0], players: 7, solvedPercent: 57, averageScreenshots: 1.3, wrongGuesses: ['Celeste'] });
    expect(body.reviews.slice(1)).toEqual([null, null]);
    expect(body.betterThanPercent).toBeNull();
    // Nothing about the unresolved reviews: not their names, not what others guessed on them.
    for (const hidden of [nameOf.get(ids[1]!)!, nameOf.get(ids[2]!)!, 'Factorio', 'idiots']) expect(res.body).not.toContain(hidden);
  });

  it('tells a finished player how many of the day\'s live players they beat', async () => {
    const users = await Promise.all([0, 100, 200].map(async (score) => ({ score, u: await registerUser(app) })));
    // Live plays of OTHER_DAY, as if finished on their day.
    for (const { score, u } of users) {
      await app.ctx.db
        .insertInto('plays')
        .values({ id: `live-${u.user.id}`, user_id: u.user.id, guest_id: null, mode: 'daily', language: 'en', day: OTHER_DAY, daily_key: `${u.user.id}:${OTHER_DAY}`, score, status: 'finished', created_at: 'x', updated_at: 'x' })
        .execute();
    }
    const viewer = guest();
    const reviews: { id: string }[] = (await open(viewer, OTHER_DAY)).json().reviews;
    await verify(viewer, reviews[0]!.id, nameOf.get(reviews[0]!.id)!, OTHER_DAY);
    await verify(viewer, reviews[1]!.id, 'nope', OTHER_DAY);
    expect((await stats(viewer, OTHER_DAY)).json().betterThanPercent).toBeNull();
    await verify(viewer, reviews[2]!.id, 'nope', OTHER_DAY);
    const body = (await stats(viewer, OTHER_DAY)).json();
    // 100 points beat the 0 of one player in three (a tie is not beaten).
    expect(body).toMatchObject({ dayPlayers: 3, betterThanPercent: 33 });
    expect(body.reviews.every((r: unknown) => r !== null)).toBe(true);
  });

  it('refuses malformed dates and answers nothing for a day the viewer never opened', async () => {
    expect((await stats(guest(), 'not-a-date')).statusCode).toBe(400);
    expect((await stats(guest(), '2026-02-30')).statusCode).toBe(400);
    expect((await stats(guest(), daysAgo(3))).json()).toEqual({ reviews: [], dayPlayers: null, betterThanPercent: null });
  });
});
