import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, registerUser, type TestApp, guestBrowser, signedInCalls, type Call } from '../test/test-app';
import { seedPuzzles } from './attack-kit';
import { daysAgo, seedPastDays } from '../test/past-days';

// The end-of-day recap (each review's `result` in the daily response) tells a player their own
// answers once resolved: never an open review's answer, never another player's guess.
let t: TestApp;
let app: FastifyInstance;
const GAMES = ['Portal 2', 'Stardew Valley', 'Hades', 'Celeste', 'Factorio', 'Outer Wilds'].map((gameName) => ({ gameName }));
let ids: string[];
let nameOf: Map<string, string>;
const PAST = daysAgo(1);

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  nameOf = await seedPuzzles(app, GAMES);
  ids = [...nameOf.keys()];
  await seedPastDays(app, daysAgo(3), [{ date: PAST, reviewIds: ids.slice(3, 6) }]);
});
afterAll(() => t.close());

const guest = () => guestBrowser(app);
const asUser = (auth: Record<string, string>) => signedInCalls(app, auth);
const open = (call: Call, date?: string) => call({ method: 'GET', url: `/api/game/daily${date ? `/${date}` : ''}` });
const verify = (call: Call, reviewId: string, answer: string, day?: string) => call({ method: 'POST', url: '/api/game/verify', payload: { reviewId, answer, day } });
const skip = (call: Call, reviewId: string) => call({ method: 'POST', url: '/api/game/skip', payload: { reviewId } });

interface Shown {
  id: string;
  outcome: string;
  correctAnswer: string | null;
  result?: { guess: string | null; points: number } | null;
}

describe('the daily recap', () => {
  it('gives a review its result only once resolved, and the open ones nothing', async () => {
    const player = guest();
    const reviews: Shown[] = (await open(player)).json().reviews;
    expect(reviews.map((r) => r.result)).toEqual([null, null, null]);
    await verify(player, reviews[0]!.id, 'my own guess 7f3a');
    const res = await open(player);
    const after: Shown[] = res.json().reviews;
    expect(after[0]!.result).toEqual({ guess: 'my own guess 7f3a', points: 0 });
    expect(after.slice(1).map((r) => [r.result, r.correctAnswer])).toEqual([[null, null], [null, null]]);
    // Nothing of the open reviews: not their names.
    for (const open of after.slice(1)) expect(res.body).not.toContain(nameOf.get(open.id)!);

    // A skip records no guess; a right answer its points. The whole day is then in the recap.
    await skip(player, after[1]!.id);
    await verify(player, after[2]!.id, nameOf.get(after[2]!.id)!);
    const done: Shown[] = (await open(player)).json().reviews;
    expect(done[1]!.result).toMatchObject({ guess: null });
    // 100 earned, 30 of them paid what the skip left owed: the score moved by 70.
    expect(done[2]!.result).toEqual({ guess: nameOf.get(after[2]!.id), points: 70 });
  });

  it("never shows a player another player's guesses, guest or signed in", async () => {
    const a = guest();
    const reviews: Shown[] = (await open(a)).json().reviews;
    await verify(a, reviews[0]!.id, 'secret guess of a 91b2');
    const user = await registerUser(app);
    const b = asUser(user.auth);
    const theirs = await open(b);
    expect(theirs.body).not.toContain('91b2');
    await verify(b, reviews[0]!.id, 'guess of b');
    const resolved = await open(b);
    expect(resolved.body).not.toContain('91b2');
    expect(resolved.json().reviews[0].result).toEqual({ guess: 'guess of b', points: 0 });
    // And the guest's own copy never carries the signed-in player's guess.
    expect((await open(a)).body).not.toContain('guess of b');
  });

  it("keeps a past day's recap to the reviews resolved in that archive play; free play serves no result", async () => {
    const player = guest();
    const reviews: Shown[] = (await open(player, PAST)).json().reviews;
    await verify(player, reviews[0]!.id, 'archive guess', PAST);
    const res = await open(player, PAST);
    const shown: Shown[] = res.json().reviews;
    expect(shown[0]!.result).toEqual({ guess: 'archive guess', points: 0 });
    expect(shown.slice(1).map((r) => r.result)).toEqual([null, null]);
    for (const r of shown.slice(1)) expect(res.body).not.toContain(nameOf.get(r.id)!);

    const random = await player({ method: 'GET', url: '/api/game/random?language=en' });
    expect(random.statusCode).toBe(200);
    expect(random.json().result).toBeNull();
  });
});
