// Attacks on the referee: forged scores, acting on reviews never served, peeking at screenshots,
// replaying the daily, and racing requests. Each asserts the attack fails and nothing changed.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { newId } from '../lib/ids';
import { createTestApp, insertReviews, type TestApp } from '../test/test-app';
import {
  FORGED_SUBMIT,
  daily,
  guestBrowser,
  hint,
  playerBrowser,
  random,
  reveal,
  seedPuzzles,
  serveInFreeplay,
  skip,
  snapshot,
  submit,
  verify,
  type Call,
} from './attack-kit';

let t: TestApp;
let app: FastifyInstance;
let answers: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  answers = await seedPuzzles(app);
});
afterAll(() => t.close());

const answerOf = (id: string) => answers.get(id)!;
const userRow = (id: string) => app.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const scoresOf = (id: string) => app.ctx.db.selectFrom('scores').selectAll().where('user_id', '=', id).execute();
const dailyIds = async (call: Call): Promise<string[]> => (await daily(call)).json().reviews.map((r: { id: string }) => r.id);

/** Plays the whole daily: right answers except where `wrong` says. */
async function finishDaily(call: Call, wrong: number[] = []) {
  const ids = await dailyIds(call);
  for (const [i, id] of ids.entries()) await verify(call, id, wrong.includes(i) ? 'Not The Game' : answerOf(id));
  return ids;
}

describe('forged and inflated scores', () => {
  it('records the server figure when a free-play claim is inflated', async () => {
    const p = await playerBrowser(app);
    const served = (await random(p.call)).json();
    expect((await verify(p.call, served.id, answerOf(served.id))).json().points).toBe(100);
    const res = await submit(p.call, FORGED_SUBMIT);
    expect(res.statusCode).toBe(200);
    expect(res.json().score).toMatchObject({ score: 100, reviewsCompleted: 1, maxStreak: 1 });
    // Practice: recorded apart, never ranked.
    expect(await userRow(p.user.id)).toMatchObject({ total_score: 0, games_played: 0, practice_score: 100 });
    expect((await scoresOf(p.user.id)).map((s) => s.score)).toEqual([100]);
  });

  it('records nothing for a claim with no play behind it', async () => {
    const p = await playerBrowser(app);
    const before = await snapshot(app);
    const res = await submit(p.call, FORGED_SUBMIT);
    expect(res.statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);
  });

  it('never replaces the daily record with a claim', async () => {
    const p = await playerBrowser(app);
    await finishDaily(p.call, [1]);
    const before = await snapshot(app);
    const res = await submit(p.call, { ...FORGED_SUBMIT, gameMode: 'daily' });
    expect(res.statusCode).toBe(200);
    expect(res.json().score.score).toBeLessThan(1000);
    expect(await snapshot(app)).toEqual(before);
  });

  it.each([
    ['a negative score', { score: -1 }],
    ['a fractional score', { score: 1.5 }],
    ['a string score', { score: '100' }],
    ['a huge score', { score: 1e12 }],
    ['a null field', { maxStreak: null }],
    ['an object', { reviewsCompleted: { $gt: 0 } }],
    ['an unknown mode', { gameMode: 'tournament' }],
  ])('refuses %s and changes nothing', async (_name, override) => {
    const p = await playerBrowser(app);
    const served = (await random(p.call)).json();
    await verify(p.call, served.id, answerOf(served.id));
    const before = await snapshot(app);
    const res = await submit(p.call, { ...FORGED_SUBMIT, ...override });
    expect(res.statusCode).toBe(400);
    expect(await snapshot(app)).toEqual(before);
  });

  it('ignores a userId smuggled into the submission (scores go to the caller only)', async () => {
    const victim = await playerBrowser(app);
    const p = await playerBrowser(app);
    const served = (await random(p.call)).json();
    await verify(p.call, served.id, answerOf(served.id));
    const res = await submit(p.call, { ...FORGED_SUBMIT, score: 100, userId: victim.user.id, user_id: victim.user.id });
    expect(res.statusCode).toBe(200);
    expect(await scoresOf(victim.user.id)).toEqual([]);
    expect((await userRow(victim.user.id)).total_score).toBe(0);
  });

  it('refuses a guest submission', async () => {
    const g = guestBrowser(app);
    const served = (await random(g)).json();
    await verify(g, served.id, answerOf(served.id));
    const before = await snapshot(app);
    const res = await submit(g, FORGED_SUBMIT);
    expect(res.statusCode).toBe(401);
    expect(await snapshot(app)).toEqual(before);
  });

  it("does not show another player's scores or rank", async () => {
    const victim = await playerBrowser(app);
    const p = await playerBrowser(app);
    for (const url of [`/api/scores/user/${victim.user.id}`, `/api/scores/rank/${victim.user.id}`]) {
      const res = await p.call({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Profile not found');
    }
  });
});

describe('acting on a review that was not served to the caller', () => {
  const actions = [
    ['verify', (c: Call, id: string) => verify(c, id, answerOf(id) ?? 'x')],
    ['hint', hint],
    ['skip', skip],
    ['reveal', reveal],
  ] as const;

  it.each(actions)('refuses %s of a review never served, and changes nothing', async (_name, act) => {
    const p = await playerBrowser(app);
    const [someId] = [...answers.keys()];
    const before = await snapshot(app);
    const res = await act(p.call, someId!);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This review was not served to you. Load a review first.');
    expect(await snapshot(app)).toEqual(before);
  });

  it.each(actions)("refuses %s of a review served to someone else (another player's or guest's)", async (_name, act) => {
    const owner = guestBrowser(app);
    const served = (await random(owner)).json();
    const intruders = [await playerBrowser(app).then((p) => p.call), guestBrowser(app), guestBrowser(app)];
    // A made-up guest cookie is just a new guest.
    const forgedCookie: Call = (opts) => app.inject({ ...opts, cookies: { rq_guest: newId() } });
    const before = await snapshot(app);
    for (const call of [...intruders, forgedCookie]) {
      expect((await act(call, served.id)).statusCode).toBe(404);
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses unknown, malformed and inactive review ids', async () => {
    const p = await playerBrowser(app);
    const [inactive] = await insertReviews(app, [{ gameName: 'Hidden Game', isActive: false }]);
    const before = await snapshot(app);
    for (const id of [newId(), inactive!, 'x'.repeat(64)]) {
      expect((await verify(p.call, id, 'Hidden Game')).statusCode).toBe(404);
    }
    for (const id of ['../etc', 'a'.repeat(65), 'id with space', '']) {
      expect((await p.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: id, answer: 'x' } })).statusCode).toBe(400);
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it("refuses a review from a finished free-play session and from yesterday's daily", async () => {
    const p = await playerBrowser(app);
    const old = (await random(p.call)).json();
    await p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: {} });
    const ids = await dailyIds(p.call);
    // Move the daily to yesterday, as if the player kept the tab open past midnight UTC.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await app.ctx.db.updateTable('plays').set({ day: yesterday, daily_key: `${p.user.id}:${yesterday}` }).where('user_id', '=', p.user.id).where('mode', '=', 'daily').execute();
    const before = await snapshot(app);
    expect((await verify(p.call, old.id, answerOf(old.id))).statusCode).toBe(404);
    const stale = ids.filter((id) => id !== old.id);
    for (const id of stale) expect((await verify(p.call, id, answerOf(id))).statusCode).toBe(404);
    expect(await snapshot(app)).toEqual(before);
  });
});

describe('screenshots the player has not paid for', () => {
  it('never lists an unrevealed screenshot, and image paths reveal nothing', async () => {
    // Three real screenshots, stored like uploads (content-hash names).
    const paths: string[] = [];
    for (const color of ['#a00', '#0a0', '#00a']) {
      const webp = await sharp({ create: { width: 40, height: 20, channels: 3, background: color } }).webp().toBuffer();
      paths.push(await app.ctx.images.save(webp));
    }
    const id = newId();
    const now = new Date().toISOString();
    await app.ctx.repos.reviews.insert(
      {
        id, gameName: 'Secret Screenshot Game', genre: 'Mystery', gameImage: null, difficulty: 'medium', aliases: [], isActive: true, source: 'admin',
        images: { en: paths.map((imagePath, i) => ({ imagePath, altText: `card ${i + 1}` })) },
      },
      now,
    );
    answers.set(id, 'Secret Screenshot Game');
    app.ctx.bus.publish('reviews'); // announced as the admin's and moderators' edits are
    const p = await playerBrowser(app);
    const seen: string[] = [];
    const look = async (res: { body: string; headers: Record<string, unknown> }) => {
      seen.push(res.body, JSON.stringify(res.headers));
      return res;
    };
    const served = (await look(await serveInFreeplay(p.call, id))) as Awaited<ReturnType<typeof random>>;
    expect(served.json()).toMatchObject({ id, reviewImages: [paths[0]], maxReviews: 3, correctAnswer: null, genre: null });
    await look(await daily(p.call));
    await look(await p.call({ method: 'GET', url: '/api/game/names' }));
    await look(await p.call({ method: 'GET', url: '/api/game/languages' }));
    await look(await p.call({ method: 'GET', url: '/api/auth/me' }));
    for (const text of seen) {
      expect(text).not.toContain(paths[1]);
      expect(text).not.toContain(paths[2]);
    }
    for (const path of paths) expect(path).toMatch(/^\/images\/[a-f0-9]{32}\.webp$/);
    // The first one is served; the next appears only once paid for.
    expect((await app.inject({ method: 'GET', url: paths[0]! })).headers['content-type']).toBe('image/webp');
    const paid = await reveal(p.call, id);
    expect(paid.json()).toMatchObject({ reviewImages: [paths[0], paths[1]], state: { score: 0 } });
    expect(paid.body).not.toContain(paths[2]);
  });
});

describe('daily replay', () => {
  it('answers a finished daily again with the recorded results and counts nothing twice', async () => {
    const p = await playerBrowser(app);
    const ids = await finishDaily(p.call, [0]);
    const record = (await submit(p.call, { ...FORGED_SUBMIT, gameMode: 'daily' })).json().score;
    const before = await snapshot(app);
    for (const language of ['en', 'tr', 'fr']) {
      const again = (await daily(p.call, language)).json();
      expect(again.hasCompleted).toBe(true);
      expect(again.state.score).toBe(record.score);
    }
    for (const id of ids) {
      const res = await verify(p.call, id, answerOf(id));
      expect(res.statusCode).toBe(200);
      expect(res.json().state.score).toBe(record.score);
      expect((await skip(p.call, id)).statusCode).toBe(200);
      expect((await reveal(p.call, id)).statusCode).toBe(400);
      expect((await hint(p.call, id)).json().state.score).toBe(record.score);
    }
    expect((await submit(p.call, { ...FORGED_SUBMIT, gameMode: 'daily' })).json().score).toEqual(record);
    expect(await snapshot(app)).toEqual(before);
    expect(await scoresOf(p.user.id)).toHaveLength(1);
  });
});

describe('concurrent double submission (50 parallel requests, one result)', () => {
  const fifty = <T>(fn: () => Promise<T>) => Promise.all(Array.from({ length: 50 }, fn));

  it('scores the last daily answer once', async () => {
    const p = await playerBrowser(app);
    const ids = await dailyIds(p.call);
    await verify(p.call, ids[0]!, answerOf(ids[0]!));
    await verify(p.call, ids[1]!, answerOf(ids[1]!));
    const last = ids[2]!;
    const playedBefore = (await app.ctx.repos.reviews.findById(last))!.times_played;
    const results = await fifty(() => verify(p.call, last, answerOf(last)));
    for (const r of results) expect([200, 409]).toContain(r.statusCode);
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json().state.score);
    expect(new Set(ok)).toEqual(new Set([330]));
    expect((await scoresOf(p.user.id)).map((s) => s.score)).toEqual([330]);
    expect(await userRow(p.user.id)).toMatchObject({ total_score: 330, games_played: 1 });
    expect((await app.ctx.repos.reviews.findById(last))!.times_played).toBe(playedBefore + 1);
  });

  it('saves a free-play session once', async () => {
    const p = await playerBrowser(app);
    const served = (await random(p.call)).json();
    await verify(p.call, served.id, answerOf(served.id));
    const results = await fifty(() => submit(p.call, { ...FORGED_SUBMIT, score: 100 }));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results) expect([200, 400, 409]).toContain(r.statusCode);
    expect(await scoresOf(p.user.id)).toHaveLength(1);
    expect((await userRow(p.user.id)).practice_score).toBe(100);
  });

  it('charges a skip, a hint and each reveal once', async () => {
    const p = await playerBrowser(app);
    const first = (await random(p.call)).json();
    await verify(p.call, first.id, answerOf(first.id)); // 100 points to spend
    const target = (await random(p.call)).json();
    const hints = await fifty(() => hint(p.call, target.id));
    for (const r of hints) expect(r.statusCode).toBe(200);
    const reveals = await fifty(() => reveal(p.call, target.id));
    expect(reveals.filter((r) => r.statusCode === 200)).toHaveLength(2); // 3 screenshots: 2 to buy
    for (const r of reveals) expect([200, 400]).toContain(r.statusCode);
    const skips = await fifty(() => skip(p.call, target.id));
    for (const r of skips) expect([200, 409]).toContain(r.statusCode);
    const play = await app.ctx.db.selectFrom('plays').selectAll().where('user_id', '=', p.user.id).where('status', '=', 'active').executeTakeFirstOrThrow();
    // 100 - 20 (hint) - 25 - 25 (reveals) - 30 (skip) = 0
    expect(play).toMatchObject({ score: 0, hints_used: 1, reviews_skipped: 1, reviews_completed: 1 });
    const entry = await app.ctx.db.selectFrom('play_reviews').selectAll().where('play_id', '=', play.id).where('review_id', '=', target.id).executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ revealed: 3, hint_used: 1, outcome: 'skipped' });
  });

  it('serves one review to 50 parallel loads, and starts one daily', async () => {
    const p = await playerBrowser(app);
    const loads = await fifty(() => random(p.call));
    expect(new Set(loads.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(loads.map((r) => r.json().id)).size).toBe(1);
    const dailies = await fifty(() => daily(p.call));
    expect(new Set(dailies.map((r) => r.statusCode))).toEqual(new Set([200]));
    const plays = await app.ctx.db.selectFrom('plays').selectAll().where('user_id', '=', p.user.id).execute();
    expect(plays.map((x) => x.mode).sort()).toEqual(['daily', 'freeplay']);
    const entries = await app.ctx.db.selectFrom('play_reviews').select('play_id').where('play_id', 'in', plays.map((x) => x.id)).execute();
    expect(entries).toHaveLength(4);
  });

  it('starts one free-play session for 50 parallel starts', async () => {
    const p = await playerBrowser(app);
    const starts = await fifty(() => p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: {} }));
    for (const r of starts) expect(r.statusCode).toBe(200);
    const active = await app.ctx.db.selectFrom('plays').selectAll().where('user_id', '=', p.user.id).where('status', '=', 'active').execute();
    expect(active).toHaveLength(1);
  });

  it('charges a reveal sent together with the answer (no free screenshot, no lost points)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const p = await playerBrowser(app);
      const ids = await dailyIds(p.call);
      await verify(p.call, ids[0]!, answerOf(ids[0]!)); // 100
      const [paid, answered] = await Promise.all([reveal(p.call, ids[1]!), verify(p.call, ids[1]!, answerOf(ids[1]!))]);
      expect(answered.statusCode).toBe(200);
      const play = await app.ctx.db.selectFrom('plays').selectAll().where('user_id', '=', p.user.id).executeTakeFirstOrThrow();
      // Either order is fair: reveal first (100 - 25 + 110) or answer first (reveal refused, 210).
      expect(play.score).toBe(paid.statusCode === 200 ? 185 : 210);
    }
  });
});

describe('guest carry-over attacks', () => {
  it('moves a guest daily once: a replayed guest cookie gives a second account nothing', async () => {
    const g = guestBrowser(app);
    for (const id of await dailyIds(g)) await verify(g, id, answerOf(id));
    const cookie = g.cookie()!;
    const first = await playerBrowser(app);
    const second = await playerBrowser(app);
    const login = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', cookies: { rq_guest: cookie }, payload: { email, password } });
    expect((await login(first.email, first.password)).json().user).toMatchObject({ totalScore: 330, gamesPlayed: 1 });
    const before = await snapshot(app);
    expect((await login(second.email, second.password)).json().user).toMatchObject({ totalScore: 0, gamesPlayed: 0 });
    expect((await snapshot(app)).scores).toEqual(before.scores);
    expect((await snapshot(app)).plays).toEqual(before.plays);
  });

  it('ignores a malformed or unknown guest cookie at login and sign-up', async () => {
    const p = await playerBrowser(app);
    for (const rq_guest of ["' OR 1=1 --", 'x'.repeat(500), newId()]) {
      const before = await snapshot(app);
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', cookies: { rq_guest }, payload: { email: p.email, password: p.password } });
      expect(res.statusCode).toBe(200);
      expect((await snapshot(app)).plays).toEqual(before.plays);
    }
  });
});
