// Attacks on hard mode: choosing it after a look at the screenshots, buying help by switching it
// off mid-play, acting on a play opened only as a preview, racing the choice, and asking free play
// for the multiplier. Each asserts the attack fails and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SCORING } from '../../shared/constants';
import { PLAYER_MESSAGES } from '../../shared/player-messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { guestBrowser, hint, reveal, seedPuzzles, skip, snapshot, verify, type Call } from './attack-kit';

let t: TestApp;
let app: FastifyInstance;
let answers: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  answers = await seedPuzzles(app);
});
afterAll(() => t.close());

const open = (call: Call, query: string) => call({ method: 'GET', url: `/api/game/daily?language=en${query}` });
const idsOf = async (call: Call, query = ''): Promise<string[]> => (await open(call, query)).json().reviews.map((r: { id: string }) => r.id);
const todaysIds = async () => idsOf(guestBrowser(app));

describe('hard mode cannot be chosen after a look', () => {
  it('a player who saw the screenshots cannot switch hard mode on, whatever the flag spelling', async () => {
    const guest = guestBrowser(app);
    await open(guest, '');
    const before = await snapshot(app);
    for (const flag of ['1', 'true']) {
      const res = await open(guest, `&hard=${flag}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PLAYER_MESSAGES.hardModeTooLate);
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('nothing can be done on a play opened only as a preview, so it stays open for hard mode', async () => {
    const guest = guestBrowser(app);
    await open(guest, '&preview=1');
    // The ids are not secret to someone who played today already.
    const [first] = await todaysIds();
    const before = await snapshot(app);
    for (const res of [await reveal(guest, first!), await hint(guest, first!), await verify(guest, first!, answers.get(first!)!), await skip(guest, first!)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PLAYER_MESSAGES.notServed);
    }
    expect(await snapshot(app)).toEqual(before);
    expect((await open(guest, '&hard=1')).json()).toMatchObject({ hard: true });
  });

  it('two requests racing the choice leave one consistent play: hard only if the hard request won', async () => {
    for (let round = 0; round < 5; round += 1) {
      const guest = guestBrowser(app);
      await open(guest, '&preview=1');
      const [hardRes, plainRes] = await Promise.all([open(guest, '&hard=1'), open(guest, '')]);
      expect(plainRes.statusCode).toBe(200);
      const final = (await open(guest, '&preview=1')).json();
      expect(final.hard).toBe(hardRes.statusCode === 200);
      if (hardRes.statusCode !== 200) expect(hardRes.json().message).toBe(PLAYER_MESSAGES.hardModeTooLate);
    }
  });
});

describe('hard mode cannot be left to buy help', () => {
  it('switching it off once an answer is given changes nothing, and help stays refused', async () => {
    const guest = guestBrowser(app);
    const [first, second] = await idsOf(guest, '&hard=1');
    await verify(guest, first!, answers.get(first!)!);
    const before = await snapshot(app);
    expect((await open(guest, '&hard=0')).json()).toMatchObject({ hard: true });
    for (const res of [await reveal(guest, second!), await hint(guest, second!), await skip(guest, second!)]) expect(res.statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);
  });

  it('a normal play with a screenshot bought is never multiplied', async () => {
    const guest = guestBrowser(app);
    const [first] = await idsOf(guest, '');
    await reveal(guest, first!);
    expect((await open(guest, '&hard=1')).json()).toMatchObject({ hard: false });
    const res = (await verify(guest, first!, answers.get(first!)!)).json();
    expect(res.points).toBe(SCORING.correct - SCORING.revealCost);
  });

  it('free play knows no hard mode: a flag sent to it multiplies nothing', async () => {
    const guest = guestBrowser(app);
    const served = (await guest({ method: 'GET', url: '/api/game/random?language=en&hard=1' })).json();
    expect((await verify(guest, served.id, answers.get(served.id)!)).json().points).toBe(SCORING.correct);
  });
});
