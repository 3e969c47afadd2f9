// GET /api/game/freeplay/active (issue 20, item 8: free play resumes after a reload). A cheater's
// angles: peeking at the answer or unpaid screenshots through it, reading another player's session,
// and changing anything by asking. It answers only the caller's own figures, read-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { FORGED_SUBMIT, guestBrowser, playerBrowser, random, seedPuzzles, snapshot, submit, verify, type Call } from './attack-kit';

let t: TestApp;
let app: FastifyInstance;
let answers: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  answers = await seedPuzzles(app);
});
afterAll(() => t.close());

const active = (call: Call) => call({ method: 'GET', url: '/api/game/freeplay/active' });

/** One review answered right, the next left on screen (a reload now). */
async function midSession(call: Call) {
  const first = (await random(call, '?language=en')).json();
  await verify(call, first.id, answers.get(first.id)!);
  return (await random(call, '?language=en')).json() as { id: string; reviewImages: string[] };
}

describe('resuming free play', () => {
  it("gives the caller's own score and streak, and nothing about the review: no id, answer, genre or screenshot", async () => {
    const p = await playerBrowser(app);
    const onScreen = await midSession(p.call);
    const res = await active(p.call);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ session: { language: 'en', state: expect.objectContaining({ streak: 1, reviewsCompleted: 1 }) } });
    expect(res.body).not.toContain(onScreen.id);
    expect(res.body).not.toContain(answers.get(onScreen.id)!);
    expect(res.body).not.toContain('/images/');
  });

  it("shows another account and a guest nothing of someone else's session", async () => {
    const owner = await playerBrowser(app);
    await midSession(owner.call);
    const other = await playerBrowser(app);
    expect((await active(other.call)).json()).toEqual({ session: null });
    const guest = guestBrowser(app);
    expect((await active(guest)).json()).toEqual({ session: null });
    // A guest's own session is theirs alone, too.
    await midSession(guest);
    expect((await active(guest)).json().session).not.toBeNull();
    expect((await active(guestBrowser(app))).json()).toEqual({ session: null });
  });

  it('changes nothing, however often it is asked, even in parallel', async () => {
    const p = await playerBrowser(app);
    expect((await active(p.call)).json()).toEqual({ session: null });
    await midSession(p.call);
    const before = await snapshot(app);
    await Promise.all(Array.from({ length: 20 }, () => active(p.call)));
    expect(await snapshot(app)).toEqual(before);
  });

  it('offers nothing to resume once the session was saved and ended', async () => {
    const p = await playerBrowser(app);
    await midSession(p.call);
    expect((await submit(p.call, FORGED_SUBMIT)).statusCode).toBe(200);
    expect((await active(p.call)).json()).toEqual({ session: null });
  });
});
