// Challenge links as a cheater sees them (docs/security.md): a link never gives an answer, a score
// or a screenshot to a viewer who has not finished that day, and codes cannot be guessed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { playDaily, player } from '../modules/leagues/league-test-kit';
import { createTestApp, insertReviews, type TestApp } from '../test/test-app';
import { daily, guestBrowser, snapshot, verify } from './attack-kit';

let t: TestApp;
const answers = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  const games = Array.from({ length: 8 }, (_, i) => ({ gameName: `Secret Game ${i + 1}` }));
  (await insertReviews(t.app, games)).forEach((id, i) => answers.set(id, games[i]!.gameName));
});
afterAll(() => t.close());

describe('challenge attacks', () => {
  it('a friend who has only started (or not started) the daily learns no answer and no score', async () => {
    const me = await player(t.app);
    await playDaily(me.call, answers, 3);
    const { code } = (await me.call({ method: 'POST', url: '/api/game/challenge' })).json();
    const friend = await player(t.app);
    const guest = guestBrowser(t.app);
    const reviews = (await daily(friend.call)).json().reviews as { id: string }[];
    // Two of three answered: still not finished.
    await verify(friend.call, reviews[0]!.id, answers.get(reviews[0]!.id)!);
    await verify(friend.call, reviews[1]!.id, 'nope');
    for (const call of [friend.call, guest]) {
      const res = await call({ method: 'GET', url: `/api/game/challenge/${code}` });
      expect(res.json().results).toBeNull();
      for (const id of reviews.slice(1).map((r) => r.id)) expect(res.body).not.toContain(answers.get(id)!);
      expect(res.body).not.toContain('330');
    }
  });

  it('guessed or malformed codes find nothing and change nothing', async () => {
    const p = await player(t.app);
    const before = await snapshot(t.app);
    for (const code of Array.from({ length: 5 }, () => newId())) {
      const res = await p.call({ method: 'GET', url: `/api/game/challenge/${code}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().messageKey).toBe('challengeNotFound');
    }
    for (const code of ['short', 'x'.repeat(23), '%27%20or%201%3D1']) expect((await p.call({ method: 'GET', url: `/api/game/challenge/${code}` })).statusCode).toBe(400);
    // A guest cannot make a link (there is no account to show).
    expect((await guestBrowser(t.app)({ method: 'POST', url: '/api/game/challenge' })).statusCode).toBe(401);
    expect(await snapshot(t.app)).toEqual(before);
  });
});
