import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createTestApp, insertReviews, registerUser, type TestApp, guestBrowser, type Call } from '../../test/test-app';

let t: TestApp;
let app: FastifyInstance;
const GAMES = [
  { gameName: 'The Witcher 3: Wild Hunt', genre: 'Action RPG', aliases: ['TW3'] },
  { gameName: 'Portal 2', genre: 'Puzzle' },
  { gameName: 'Stardew Valley', genre: 'Farming Sim' },
  { gameName: 'Hades', genre: 'Roguelike', languages: ['en', 'tr'] },
  { gameName: 'Celeste', genre: 'Platformer' },
  { gameName: 'Factorio', genre: 'Automation' },
  { gameName: 'Outer Wilds', genre: 'Exploration' },
];
let reviewIds: string[];
const nameOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  reviewIds = await insertReviews(app, GAMES);
  reviewIds.forEach((id, i) => nameOf.set(id, GAMES[i]!.gameName));
});
afterAll(() => t.close());

/** A guest browser: keeps the guest cookie the server sets. */
const guest = () => guestBrowser(app);

/** A signed-in browser. */
async function player() {
  const u = await registerUser(app);
  const call = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...u.auth, ...(opts.headers ?? {}) } });
  return { ...u, call };
}

const daily = (call: Call, language = 'en') => call({ method: 'GET', url: `/api/game/daily?language=${language}` });
const verify = (call: Call, reviewId: string, answer: string) => call({ method: 'POST', url: '/api/game/verify', payload: { reviewId, answer } });
const skip = (call: Call, reviewId: string) => call({ method: 'POST', url: '/api/game/skip', payload: { reviewId } });
const reveal = (call: Call, reviewId: string) => call({ method: 'POST', url: '/api/game/reveal', payload: { reviewId } });
const hint = (call: Call, reviewId: string) => call({ method: 'GET', url: `/api/game/hint/${reviewId}` });

describe('daily challenge', () => {
  it('serves three reviews with only the first screenshot and no answer', async () => {
    const res = await daily(guest());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reviews).toHaveLength(3);
    expect(body.hasCompleted).toBe(false);
    for (const r of body.reviews) {
      expect(r.reviewImages).toHaveLength(1);
      expect(r.maxReviews).toBe(3);
      expect(r).toMatchObject({ gameImage: null, correctAnswer: null, genre: null, outcome: 'pending' });
      expect(JSON.stringify(r)).not.toContain(nameOf.get(r.id));
    }
    expect(body.state).toEqual({ score: 0, streak: 0, maxStreak: 0, reviewsCompleted: 0, reviewsSkipped: 0, hintsUsed: 0, reviewsCorrect: 0, owed: 0 });
  });

  it('gives every player the same three reviews on a day', async () => {
    const a = (await daily(guest())).json().reviews.map((r: { id: string }) => r.id);
    const b = (await daily((await player()).call)).json().reviews.map((r: { id: string }) => r.id);
    expect(b).toEqual(a);
  });

  it('scores a correct answer with the streak bonus and never counts a replayed answer twice', async () => {
    const call = guest();
    const ids: string[] = (await daily(call)).json().reviews.map((r: { id: string }) => r.id);
    const first = await verify(call, ids[0]!, nameOf.get(ids[0]!)!.toUpperCase());
    expect(first.json()).toMatchObject({ isCorrect: true, points: 100, correctAnswer: nameOf.get(ids[0]!), state: { score: 100, streak: 1 } });
    expect(first.json().gameImage).toEqual(expect.stringContaining('https://'));
    const again = await verify(call, ids[0]!, nameOf.get(ids[0]!)!);
    expect(again.json()).toMatchObject({ isCorrect: true, state: { score: 100, streak: 1 } });
    const second = await verify(call, ids[1]!, nameOf.get(ids[1]!)!);
    expect(second.json()).toMatchObject({ isCorrect: true, points: 110, state: { score: 210, streak: 2, maxStreak: 2 } });
  });

  it('resets the streak on a wrong answer and reveals the answer', async () => {
    const call = guest();
    const ids: string[] = (await daily(call)).json().reviews.map((r: { id: string }) => r.id);
    await verify(call, ids[0]!, nameOf.get(ids[0]!)!);
    const wrong = await verify(call, ids[1]!, 'Definitely Not A Game');
    expect(wrong.json()).toMatchObject({ isCorrect: false, points: 0, correctAnswer: nameOf.get(ids[1]!), state: { score: 100, streak: 0, reviewsCompleted: 2 } });
  });

  it('refuses to skip the last review', async () => {
    const call = guest();
    const ids: string[] = (await daily(call)).json().reviews.map((r: { id: string }) => r.id);
    const res = await skip(call, ids[2]!);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No more reviews!');
  });

  it('lets a skip cost 30 without going below 0: what the score cannot cover is owed', async () => {
    const call = guest();
    const ids: string[] = (await daily(call)).json().reviews.map((r: { id: string }) => r.id);
    const res = await skip(call, ids[0]!);
    expect(res.json()).toMatchObject({ correctAnswer: nameOf.get(ids[0]!), state: { score: 0, owed: 30, reviewsSkipped: 1 } });
  });

  it('makes reveals and skips at score 0 cost real points, taken from the next points earned', async () => {
    // Revealing everything first used to be free: 2 reveals at score 0 now owe 50.
    const call = guest();
    const ids: string[] = (await daily(call)).json().reviews.map((r: { id: string }) => r.id);
    await reveal(call, ids[0]!);
    const r2 = await reveal(call, ids[0]!);
    expect(r2.json().state).toMatchObject({ score: 0, owed: 50 });
    const right = await verify(call, ids[0]!, nameOf.get(ids[0]!)!);
    expect(right.json()).toMatchObject({ isCorrect: true, points: 50, owedPaid: 50, state: { score: 50, owed: 0, reviewsCorrect: 1 } });
    // A reveal (25) and a skip (30) at score 50: the score pays 50, 5 are owed.
    await reveal(call, ids[1]!);
    const skipped = await skip(call, ids[1]!);
    expect(skipped.json().state).toMatchObject({ score: 0, owed: 5 });
    // The debt survives a reload and is paid by the next correct answer (100 + 0 streak bonus - 5).
    expect((await daily(call)).json().state).toMatchObject({ score: 0, owed: 5 });
    const last = await verify(call, ids[2]!, nameOf.get(ids[2]!)!);
    expect(last.json()).toMatchObject({ points: 95, owedPaid: 5, state: { score: 95, owed: 0 } });
    // Revealing first is never better than answering first: the same answers with no reveals score more.
    const honest = guest();
    await daily(honest);
    await verify(honest, ids[0]!, nameOf.get(ids[0]!)!);
    expect((await verify(honest, ids[1]!, nameOf.get(ids[1]!)!)).json().state.score).toBeGreaterThan(right.json().state.score);
  });

  it('keeps owed points in free play across reviews and counts correct answers apart from wrong ones', async () => {
    const call = guest();
    await call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    const a = (await call({ method: 'GET', url: '/api/game/random?language=en' })).json();
    await reveal(call, a.id);
    await verify(call, a.id, 'Not the game at all');
    const b = (await call({ method: 'GET', url: '/api/game/random?language=en' })).json();
    expect(b.state).toMatchObject({ score: 0, owed: 25, reviewsCompleted: 1, reviewsCorrect: 0 });
    const right = await verify(call, b.id, nameOf.get(b.id)!);
    expect(right.json()).toMatchObject({ points: 75, owedPaid: 25, state: { score: 75, owed: 0, reviewsCompleted: 2, reviewsCorrect: 1 } });
  });

  it('reveals the next screenshot only when paid for', async () => {
    const call = guest();
    const ids: string[] = (await daily(call)).json().reviews.map((r: { id: string }) => r.id);
    await verify(call, ids[0]!, nameOf.get(ids[0]!)!);
    const r1 = await reveal(call, ids[1]!);
    expect(r1.json()).toMatchObject({ maxReviews: 3, state: { score: 75 } });
    expect(r1.json().reviewImages).toHaveLength(2);
    await reveal(call, ids[1]!);
    const over = await reveal(call, ids[1]!);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('No more screenshots for this review.');
    // A reload shows the screenshots already paid for, and the third review still only its first.
    const reloaded = (await daily(call)).json();
    expect(reloaded.reviews[1].reviewImages).toHaveLength(3);
    expect(reloaded.reviews[2].reviewImages).toHaveLength(1);
    expect(reloaded.state.score).toBe(50);
  });

  it('charges a hint once and refuses it below 20 points', async () => {
    const call = guest();
    const ids: string[] = (await daily(call)).json().reviews.map((r: { id: string }) => r.id);
    const poor = await hint(call, ids[0]!);
    expect(poor.statusCode).toBe(400);
    expect(poor.json().message).toBe('You need at least 20 points to use a hint!');
    await verify(call, ids[0]!, nameOf.get(ids[0]!)!);
    const h = await hint(call, ids[1]!);
    expect(h.json()).toMatchObject({ genre: GAMES.find((g) => g.gameName === nameOf.get(ids[1]!))!.genre, state: { score: 80, hintsUsed: 1 } });
    const again = await hint(call, ids[1]!);
    expect(again.json().state).toMatchObject({ score: 80, hintsUsed: 1 });
  });

  it('refuses to verify, hint, skip or reveal a review that was not served to the caller', async () => {
    const call = guest();
    await daily(call);
    const served = new Set((await daily(call)).json().reviews.map((r: { id: string }) => r.id));
    const unserved = reviewIds.find((id) => !served.has(id))!;
    for (const res of [await verify(call, unserved, 'x'), await hint(call, unserved), await skip(call, unserved), await reveal(call, unserved)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This review was not served to you. Load a review first.');
    }
    // Another guest's review is not yours either.
    const other = guest();
    const res = await verify(other, [...served][0] as string, 'x');
    expect(res.statusCode).toBe(404);
  });

  it('records a signed-in daily once, whatever the answers, and resumes after a reload', async () => {
    const p = await player();
    const ids: string[] = (await daily(p.call)).json().reviews.map((r: { id: string }) => r.id);
    await verify(p.call, ids[0]!, nameOf.get(ids[0]!)!);
    await skip(p.call, ids[1]!);
    const resumed = (await daily(p.call)).json();
    expect(resumed.reviews.map((r: { outcome: string }) => r.outcome)).toEqual(['correct', 'skipped', 'pending']);
    expect(resumed.reviews[0].correctAnswer).toBe(nameOf.get(ids[0]!));
    expect(resumed.state).toMatchObject({ score: 70, reviewsCompleted: 1, reviewsSkipped: 1 });

    const last = await verify(p.call, ids[2]!, 'wrong answer');
    expect(last.json()).toMatchObject({ isCorrect: false, finished: true });
    expect((await daily(p.call)).json().hasCompleted).toBe(true);

    // A claim of a higher score is ignored: the record is the server's figure.
    const submit = await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'daily', score: 99999, reviewsCompleted: 3, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 3 } });
    expect(submit.statusCode).toBe(200);
    expect(submit.json().score).toMatchObject({ gameMode: 'daily', score: 70, reviewsCompleted: 2, reviewsSkipped: 1, maxStreak: 1 });
    const twice = await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'daily', score: 70, reviewsCompleted: 2, reviewsSkipped: 1, hintsUsed: 0, maxStreak: 1 } });
    expect(twice.json().score._id).toBe(submit.json().score._id);

    const me = (await p.call({ method: 'GET', url: '/api/auth/me' })).json();
    expect(me).toMatchObject({ totalScore: 70, gamesPlayed: 1, streak: 1 });
    const board = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/daily?limit=10' })).json().leaderboard;
    expect(board).toContainEqual(expect.objectContaining({ username: p.user.username, score: 70, reviewsCompleted: 2, maxStreak: 1 }));
    const replay = await verify(p.call, ids[2]!, nameOf.get(ids[2]!)!);
    expect(replay.json()).toMatchObject({ isCorrect: false, state: { score: 70 } });
  });

  it('refuses to submit a daily that is not finished', async () => {
    const p = await player();
    await daily(p.call);
    const res = await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'daily', score: 300, reviewsCompleted: 3, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Finish the daily challenge first.');
  });

  it('creates one daily play per user even under concurrent requests', async () => {
    const p = await player();
    const results = await Promise.all(Array.from({ length: 12 }, () => daily(p.call)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await app.ctx.db.selectFrom('plays').select('id').where('user_id', '=', p.user.id).where('mode', '=', 'daily').execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 50 parallel verifies of one review with one scored result', async () => {
    const p = await player();
    const ids: string[] = (await daily(p.call)).json().reviews.map((r: { id: string }) => r.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => verify(p.call, ids[0]!, nameOf.get(ids[0]!)!)));
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const state = (await daily(p.call)).json().state;
    expect(state).toMatchObject({ score: 100, reviewsCompleted: 1 });
  });

  it('switches language on the start screen only: once the screenshots are served, the language holds', async () => {
    const call = guest();
    const preview = (language: string) => call({ method: 'GET', url: `/api/game/daily?language=${language}&preview=1` });
    expect((await preview('tr')).json().language).toBe('tr');
    expect((await preview('en')).json().language).toBe('en');
    const en = (await daily(call, 'en')).json();
    expect(en.language).toBe('en');
    const again = (await daily(call, 'tr')).json();
    expect(again.language).toBe('en');
    expect(again.reviews.map((r: { reviewImages: string[] }) => r.reviewImages)).toEqual(en.reviews.map((r: { reviewImages: string[] }) => r.reviewImages));
  });
});

describe('free play', () => {
  /** Today's daily reviews: never served in free play. */
  let todays: string[];
  let freeIds: string[];
  beforeAll(async () => {
    todays = (await daily(guest())).json().reviews.map((r: { id: string }) => r.id);
    freeIds = reviewIds.filter((id) => !todays.includes(id));
  });

  it('serves random unplayed reviews, keeps a pending one, and ends with allCompleted', async () => {
    const call = guest();
    await call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    const seen: string[] = [];
    for (let i = 0; i < freeIds.length; i += 1) {
      const r = await call({ method: 'GET', url: `/api/game/random?language=en` });
      expect(r.statusCode).toBe(200);
      const again = await call({ method: 'GET', url: `/api/game/random?language=en` });
      expect(again.json().id).toBe(r.json().id);
      seen.push(r.json().id);
      await verify(call, r.json().id, nameOf.get(r.json().id)!);
    }
    expect(new Set(seen)).toEqual(new Set(freeIds));
    const done = await call({ method: 'GET', url: `/api/game/random?language=en` });
    expect(done.statusCode).toBe(404);
    expect(done.json()).toMatchObject({ allCompleted: true, code: 'ALL_COMPLETED' });
  });

  it('never serves today\'s daily reviews, to a player who has not opened the daily nor to one who finished it', async () => {
    // A guest who never opened the daily skips through free play at score 0: no daily answer shown.
    const fresh = guest();
    const seen: string[] = [];
    for (;;) {
      const r = await fresh({ method: 'GET', url: '/api/game/random?language=en' });
      if (r.statusCode !== 200) break;
      seen.push(r.json().id);
      expect(todays).not.toContain(r.json().id);
      expect((await skip(fresh, r.json().id)).json().correctAnswer).not.toBe(nameOf.get(todays[0]!));
    }
    expect(seen.sort()).toEqual([...freeIds].sort());

    // Finishing the daily does not open its reviews to free play that day either.
    const done = guest();
    for (const id of todays) await verify(done, id, 'wrong');
    for (let i = 0; i < freeIds.length; i += 1) {
      const r = (await done({ method: 'GET', url: '/api/game/random?language=en' })).json();
      expect(todays).not.toContain(r.id);
      await skip(done, r.id);
    }
    expect((await done({ method: 'GET', url: '/api/game/random?language=en' })).json().allCompleted).toBe(true);
  });

  it('keeps a scheduled future daily\'s reviews out of free play', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const scheduled = freeIds.slice(0, 3);
    await app.ctx.db.insertInto('daily_challenges').values({ id: 'future-challenge', date: tomorrow, source: 'admin', is_active: 0, created_at: new Date().toISOString() }).execute();
    await app.ctx.db.insertInto('daily_challenge_reviews').values(scheduled.map((review_id, position) => ({ challenge_id: 'future-challenge', position, review_id }))).execute();
    app.ctx.bus.publish('reviews'); // as the admin's scheduling announces it
    try {
      const call = guest();
      const r = await call({ method: 'GET', url: '/api/game/random?language=en' });
      expect(r.json().id).toBe(freeIds[3]);
      await skip(call, r.json().id);
      expect((await call({ method: 'GET', url: '/api/game/random?language=en' })).json().allCompleted).toBe(true);
    } finally {
      await app.ctx.db.deleteFrom('daily_challenges').where('id', '=', 'future-challenge').execute();
      app.ctx.bus.publish('reviews');
    }
  });

  it('honours the exclude list of reviews the player was served, and reports a language with no reviews', async () => {
    const call = guest();
    const played: string[] = [];
    for (let i = 1; i < freeIds.length; i += 1) {
      const r = (await call({ method: 'GET', url: '/api/game/random?language=en' })).json();
      played.push(r.id);
      await skip(call, r.id);
    }
    await call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    const left = freeIds.find((id) => !played.includes(id));
    const r = await call({ method: 'GET', url: `/api/game/random?language=en&exclude=${played.join(',')}` });
    expect(r.json().id).toBe(left);
    const none = await guest()({ method: 'GET', url: `/api/game/random?language=de` });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('No active reviews');
  });

  it('saves a signed-in session with the server figure (a claim can lower it, never raise it)', async () => {
    const p = await player();
    await p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    const r = (await p.call({ method: 'GET', url: '/api/game/random?language=en' })).json();
    await verify(p.call, r.id, nameOf.get(r.id)!);
    const submit = await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'freeplay', score: 5000, reviewsCompleted: 9, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 9 } });
    expect(submit.json().score).toMatchObject({ gameMode: 'freeplay', score: 100, reviewsCompleted: 1, maxStreak: 1 });

    await p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    const r2 = (await p.call({ method: 'GET', url: '/api/game/random?language=en' })).json();
    expect(r2.id).not.toBe(r.id); // the server remembers the player's history
    await verify(p.call, r2.id, nameOf.get(r2.id)!);
    const lowered = await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'freeplay', score: 40, reviewsCompleted: 1, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 1 } });
    expect(lowered.json().score.score).toBe(40);
    // Practice: shown apart, never ranked (docs/rules.md).
    expect((await p.call({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ totalScore: 0, gamesPlayed: 0, practiceScore: 140 });

    const empty = await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'freeplay', score: 0, reviewsCompleted: 0, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 0 } });
    expect(empty.statusCode).toBe(400);
  });

  it('forgets the server history on Reset History', async () => {
    const p = await player();
    for (let i = 0; i < freeIds.length; i += 1) {
      const r = (await p.call({ method: 'GET', url: '/api/game/random?language=en' })).json();
      await skip(p.call, r.id);
    }
    expect((await p.call({ method: 'GET', url: '/api/game/random?language=en' })).statusCode).toBe(404);
    await p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    expect((await p.call({ method: 'GET', url: '/api/game/random?language=en' })).statusCode).toBe(404);
    expect((await p.call({ method: 'POST', url: '/api/game/freeplay/reset-history' })).statusCode).toBe(200);
    expect((await p.call({ method: 'GET', url: '/api/game/random?language=en' })).statusCode).toBe(200);
  });
});

describe('leaderboards, profile and names', () => {
  it('validates limit', async () => {
    for (const limit of ['0', '101', 'abc', '2.5']) {
      const res = await app.inject({ method: 'GET', url: `/api/scores/leaderboard/alltime?limit=${limit}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/limit/);
    }
  });

  it('shows only the own profile: scores and rank', async () => {
    const a = await player();
    const b = await player();
    const own = await a.call({ method: 'GET', url: `/api/scores/rank/${a.user.id}` });
    expect(own.json()).toEqual({ rank: expect.any(Number), totalUsers: expect.any(Number) });
    for (const url of [`/api/scores/user/${b.user.id}?limit=10`, `/api/scores/rank/${b.user.id}`]) {
      const res = await a.call({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Profile not found');
    }
    expect((await app.inject({ method: 'GET', url: `/api/scores/user/${a.user.id}` })).statusCode).toBe(401);
  });

  it('lists playable languages from the active reviews', async () => {
    const res = (await app.inject({ method: 'GET', url: '/api/game/languages' })).json();
    // Free play leaves out today's daily (3 English reviews here).
    expect(res.languages).toContainEqual({ code: 'en', count: GAMES.length, freeplayCount: GAMES.length - 3, playable: true });
    expect(res.languages).toContainEqual({ code: 'tr', count: 1, freeplayCount: expect.any(Number), playable: false });
    expect(res.languages).toContainEqual({ code: 'de', count: 0, freeplayCount: 0, playable: false });
  });

  it('offers the catalogue plus every review name for autocomplete', async () => {
    const names: string[] = (await app.inject({ method: 'GET', url: '/api/game/names' })).json().gameNames;
    expect(names.length).toBeGreaterThan(1000);
    for (const g of GAMES) expect(names).toContain(g.gameName);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it('treats a stale token on a game route as a guest, not a 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/game/daily?language=en', headers: { authorization: 'Bearer stale.token.here' } });
    expect(res.statusCode).toBe(200);
  });
});
