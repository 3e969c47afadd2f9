import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { utcDate } from '../../../shared/constants';
import { createTestApp, insertReviews, registerUser, type TestApp, guestBrowser, type Call } from '../../test/test-app';
import { daysAgo, seedLiveDaily, seedPastDays } from '../../test/past-days';

let t: TestApp;
let app: FastifyInstance;
const GAMES = ['Portal 2', 'Stardew Valley', 'Hades', 'Celeste', 'Factorio', 'Outer Wilds', 'Terraria', 'Baba Is You', 'Hollow Knight'].map((gameName) => ({ gameName }));
let ids: string[];
const nameOf = new Map<string, string>();
const FIRST = daysAgo(40);
// Days 1..35 ago have a challenge (day 36..40 nobody opened the daily: no challenge, no entry).
const PAST = Array.from({ length: 35 }, (_, i) => daysAgo(i + 1));
const dayOf = (date: string) => Math.round((Date.parse(date) - Date.parse(FIRST)) / 86_400_000) + 1;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  ids = await insertReviews(app, GAMES);
  ids.forEach((id, i) => nameOf.set(id, GAMES[i]!.gameName));
  // Each past day gets three reviews of the nine, rotating.
  await seedPastDays(app, FIRST, PAST.map((date, i) => ({ date, reviewIds: [0, 1, 2].map((k) => ids[(i * 3 + k) % ids.length]!) })));
});
afterAll(() => t.close());


const guest = () => guestBrowser(app);

async function player() {
  const u = await registerUser(app);
  const call: Call = (opts) => app.inject({ ...opts, headers: { ...u.auth, ...(opts.headers ?? {}) } });
  return { ...u, call };
}

const day = (call: Call, date: string) => call({ method: 'GET', url: `/api/game/daily/${date}?language=en` });
const archive = (call: Call, page = 1) => call({ method: 'GET', url: `/api/game/archive?page=${page}` });
const verify = (call: Call, reviewId: string, answer: string, d?: string) => call({ method: 'POST', url: '/api/game/verify', payload: { reviewId, answer, ...(d ? { day: d } : {}) } });
const skip = (call: Call, reviewId: string, d?: string) => call({ method: 'POST', url: '/api/game/skip', payload: { reviewId, day: d } });

/** Plays a day: right, right, then `last` ('right' or a wrong answer). */
async function playDay(call: Call, date: string, last: 'right' | 'wrong' = 'right') {
  const reviews: { id: string }[] = (await day(call, date)).json().reviews;
  await verify(call, reviews[0]!.id, nameOf.get(reviews[0]!.id)!, date);
  await verify(call, reviews[1]!.id, nameOf.get(reviews[1]!.id)!, date);
  return verify(call, reviews[2]!.id, last === 'right' ? nameOf.get(reviews[2]!.id)! : 'Not a game', date);
}

describe('puzzle numbers and permalinks', () => {
  it('numbers every daily from the first day the game ran, stably', async () => {
    const today = (await day(guest(), utcDate())).json();
    expect(today).toMatchObject({ date: utcDate(), number: 41, isToday: true, archive: false });
    const daily = (await guest()({ method: 'GET', url: '/api/game/daily?language=en' })).json();
    expect(daily.number).toBe(41);
    const past = (await day(guest(), daysAgo(3))).json();
    expect(past).toMatchObject({ date: daysAgo(3), number: 38, isToday: false, archive: true, hasCompleted: false });
    expect(past.reviews.every((r: { correctAnswer: string | null; genre: string | null }) => r.correctAnswer === null && r.genre === null)).toBe(true);
  });

  it('refuses a future day, a day before the first, a day with no challenge and a malformed date', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    // Each refusal carries its catalogue key, so players read it in their interface language.
    const future = await day(guest(), tomorrow);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ messageKey: 'dayNotOutYet', message: 'That daily challenge is not out yet: each day opens at midnight UTC.' });
    expect((await day(guest(), '2999-01-01')).statusCode).toBe(400);
    expect((await day(guest(), daysAgo(41))).statusCode).toBe(404);
    const missing = await day(guest(), daysAgo(38));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ messageKey: 'noDayChallenge' });
    for (const bad of ['2025-02-30', '20250101', 'today', '2025-1-1']) {
      const res = await day(guest(), bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toMatch(/date/);
    }
  });
});

describe('archive', () => {
  it('lists every past daily newest first, paged, without today', async () => {
    const g = guest();
    const first = (await archive(g)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 30, total: 35 });
    expect(first.days.map((d: { date: string }) => d.date)).toEqual(PAST.slice(0, 30));
    expect(first.days[0]).toEqual({ date: daysAgo(1), number: dayOf(daysAgo(1)), mark: 'new', score: null, onTheDay: false });
    const second = (await archive(g, 2)).json();
    expect(second.days.map((d: { date: string }) => d.date)).toEqual(PAST.slice(30));
    expect((await archive(g, 0)).statusCode).toBe(400);
    expect((await archive(g, 9)).json().days).toEqual([]);
  });

  it('plays a past day refereed like today, scored on the profile but never on the boards nor the streak', async () => {
    const p = await player();
    const date = daysAgo(2);
    const last = await playDay(p.call, date);
    expect(last.json()).toMatchObject({ isCorrect: true, finished: true, state: { score: 330 } });
    expect((await day(p.call, date)).json()).toMatchObject({ hasCompleted: true, archive: true, state: { score: 330 } });

    const me = (await p.call({ method: 'GET', url: '/api/auth/me' })).json();
    expect(me).toMatchObject({ totalScore: 0, gamesPlayed: 0, streak: 0 });
    const scores = (await p.call({ method: 'GET', url: `/api/scores/user/${p.user.id}` })).json().scores;
    expect(scores).toEqual([expect.objectContaining({ gameMode: 'archive', score: 330, reviewsCompleted: 3 })]);
    const allTime = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=100' })).json().leaderboard;
    expect(allTime.map((e: { username: string }) => e.username)).not.toContain(p.user.username);
    const board = await app.ctx.services.scores.dailyLeaderboard(date, 100);
    expect(board.map((e) => e.username)).not.toContain(p.user.username);
    // Submitting "the daily" refers to today's only.
    const submit = await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'daily', score: 330, reviewsCompleted: 3, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 3 } });
    expect(submit.statusCode).toBe(400);

    const mark = (await archive(p.call)).json().days.find((d: { date: string }) => d.date === date);
    expect(mark).toMatchObject({ mark: 'finished', score: 330, onTheDay: false });
    // A replayed answer counts nothing twice.
    const again = await playDay(p.call, date);
    expect(again.json().state.score).toBe(330);
  });

  it('acts on a past day\'s review only with its day, and refuses to skip its last review', async () => {
    const g = guest();
    const date = daysAgo(4);
    const reviews: { id: string }[] = (await day(g, date)).json().reviews;
    expect((await verify(g, reviews[0]!.id, 'x')).statusCode).toBe(404);
    expect((await verify(g, reviews[0]!.id, 'x', daysAgo(5))).statusCode).toBe(404);
    expect((await g({ method: 'GET', url: `/api/game/hint/${reviews[0]!.id}?day=${date}` })).statusCode).toBe(400); // needs 20 points
    const revealed = await g({ method: 'POST', url: '/api/game/reveal', payload: { reviewId: reviews[0]!.id, day: date } });
    expect(revealed.json().reviewImages).toHaveLength(2);
    await skip(g, reviews[1]!.id, date);
    const lastSkip = await skip(g, reviews[2]!.id, date);
    expect(lastSkip.statusCode).toBe(400);
    expect(lastSkip.json().message).toBe('No more reviews!');
    expect((await archive(g)).json().days.find((d: { date: string }) => d.date === date).mark).toBe('started');
  });

  it('shows a past day finished live as it ended, and continues one left unfinished as an archive play', async () => {
    const p = await player();
    const done = daysAgo(6);
    const open = daysAgo(7);
    const doneIds: string[] = (await day(guest(), done)).json().reviews.map((r: { id: string }) => r.id);
    const openIds: string[] = (await day(guest(), open)).json().reviews.map((r: { id: string }) => r.id);
    await seedLiveDaily(app, { userId: p.user.id }, done, doneIds.map((reviewId) => ({ reviewId, outcome: 'correct' })), true);
    await seedLiveDaily(app, { userId: p.user.id }, open, [{ reviewId: openIds[0]!, outcome: 'correct' }, { reviewId: openIds[1]!, outcome: 'pending' }, { reviewId: openIds[2]!, outcome: 'pending' }], false);

    expect((await day(p.call, done)).json()).toMatchObject({ hasCompleted: true, archive: false, state: { score: 300 } });
    const resumed = (await day(p.call, open)).json();
    expect(resumed).toMatchObject({ hasCompleted: false, archive: true, state: { score: 100 } });
    expect(resumed.reviews.map((r: { outcome: string }) => r.outcome)).toEqual(['correct', 'pending', 'pending']);
    await verify(p.call, openIds[1]!, nameOf.get(openIds[1]!)!, open);
    expect((await verify(p.call, openIds[2]!, nameOf.get(openIds[2]!)!, open)).json().finished).toBe(true);

    const marks = (await archive(p.call)).json().days;
    expect(marks.find((d: { date: string }) => d.date === done)).toMatchObject({ mark: 'finished', score: 300, onTheDay: true });
    expect(marks.find((d: { date: string }) => d.date === open)).toMatchObject({ mark: 'finished', onTheDay: false });
    expect((await p.call({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ totalScore: 0, streak: 0 });
  });

  it('moves a guest\'s past days to the account on sign-up, counted once and never on the boards', async () => {
    const g = guest();
    const played = daysAgo(8);
    const started = daysAgo(9);
    await playDay(g, played, 'wrong');
    const startedIds: string[] = (await day(g, started)).json().reviews.map((r: { id: string }) => r.id);
    await verify(g, startedIds[0]!, nameOf.get(startedIds[0]!)!, started);

    const reg = await g({ method: 'POST', url: '/api/auth/register', payload: { username: 'archive_guest', email: 'archive_guest@example.com', password: 'secret123' } });
    expect(reg.statusCode).toBe(201);
    const auth = { authorization: `Bearer ${reg.json().token}` };
    const signedIn: Call = (opts) => g({ ...opts, headers: { ...auth, ...(opts.headers ?? {}) } });

    const marks = (await archive(signedIn)).json().days;
    expect(marks.find((d: { date: string }) => d.date === played)).toMatchObject({ mark: 'finished', score: 210 });
    expect(marks.find((d: { date: string }) => d.date === started)).toMatchObject({ mark: 'started', score: 100 });
    const me = (await signedIn({ method: 'GET', url: '/api/auth/me' })).json();
    expect(me).toMatchObject({ totalScore: 0, gamesPlayed: 0, streak: 0 });
    const scores = (await signedIn({ method: 'GET', url: `/api/scores/user/${me.id}` })).json().scores;
    expect(scores).toEqual([expect.objectContaining({ gameMode: 'archive', score: 210 })]);
    // The started day goes on where the guest left it.
    expect((await verify(signedIn, startedIds[1]!, nameOf.get(startedIds[1]!)!, started)).json().state.score).toBe(210);
  });

  it('keeps the account\'s own play of a day when a guest who played it too logs in', async () => {
    const p = await player();
    const date = daysAgo(10);
    await playDay(p.call, date, 'wrong');
    const g = guest();
    await playDay(g, date);
    const login = await g({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: p.password } });
    expect(login.statusCode).toBe(200);
    expect((await archive(p.call)).json().days.find((d: { date: string }) => d.date === date).score).toBe(210);
    const scores = (await p.call({ method: 'GET', url: `/api/scores/user/${p.user.id}` })).json().scores;
    expect(scores).toHaveLength(1);
  });

  it('tells the streak keeper whether today\'s daily is done (an archive day does not count)', async () => {
    const p = await player();
    await playDay(p.call, daysAgo(11));
    expect((await p.call({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ streak: 0, dailyDoneToday: false });
    await playDay(p.call, utcDate(), 'wrong');
    expect((await p.call({ method: 'GET', url: '/api/auth/me' })).json()).toMatchObject({ streak: 1, dailyDoneToday: true });
  });
});
