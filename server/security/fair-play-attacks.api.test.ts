// Fair play (docs/rules.md, docs/security.md): every finding of the hostile-player review is an
// attack here. Ranked points come only from dailies played on their day; coming dailies are picked
// with a secret and stored; every screenshot is one look; anonymous calls steer nothing; nothing a
// player holds is pulled from under them.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCORING, utcDate } from '../../shared/constants';
import { addDays } from '../../shared/days';
import { pickDailyReviews } from '../modules/challenges/daily-picker';
import { PLAN_AHEAD_DAYS } from '../modules/challenges/daily-plan';
import { catalogueFileTitles } from '../modules/content/catalogue';
import { createAdminTestApp, insertReviews, registerUser, type AdminTestApp } from '../test/test-app';
import { daysAgo, seedPastDays } from '../test/past-days';
import { moderator, player, submitted, textSubmission } from '../modules/submissions/submission-test-kit';
import { daily, guestBrowser, playerBrowser, random, reveal, serveInFreeplay, skip, verify, type Call } from './attack-kit';

let t: AdminTestApp;
/** Review id -> answer, for 60 reviews: enough for the next days to be picked ahead. */
const answers = new Map<string, string>();

beforeAll(async () => {
  t = await createAdminTestApp();
  const games = Array.from({ length: 60 }, (_, i) => ({ gameName: `Fair Game ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`, languages: ['en', 'fr'] }));
  const ids = await insertReviews(t.app, games);
  ids.forEach((id, i) => answers.set(id, games[i]!.gameName));
});
afterAll(() => t.close());

const db = () => t.app.ctx.db;
/** The admin schedules a daily on `date`; returns its removal, for the end of the test. */
async function scheduleDaily(date: string, reviewIds: string[]) {
  const res = await t.asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date, reviewIds } });
  expect(res.statusCode).toBe(201);
  const id = res.json().challenge._id as string;
  return () => t.asAdmin({ method: 'DELETE', url: `/api/admin/daily-challenges/${id}` });
}
const userRow = (id: string) => db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const storedDays = async () =>
  db()
    .selectFrom('daily_challenges')
    .innerJoin('daily_challenge_reviews', 'daily_challenge_reviews.challenge_id', 'daily_challenges.id')
    .select(['daily_challenges.date', 'daily_challenge_reviews.review_id'])
    .where('daily_challenges.date', '>=', utcDate())
    .orderBy('daily_challenges.date')
    .orderBy('daily_challenge_reviews.position')
    .execute();
const dailyIds = async (call: Call, query = '') => (await call({ method: 'GET', url: `/api/game/daily?language=en${query}` })).json().reviews.map((r: { id: string }) => r.id) as string[];

describe('free play cannot be farmed for ranked points', () => {
  it('a correct free-play answer never reaches the total, the rank or the all-time board', async () => {
    const p = await playerBrowser(t.app);
    const served = (await random(p.call, '?language=en')).json();
    expect((await verify(p.call, served.id, answers.get(served.id)!)).json().points).toBe(SCORING.correct);
    await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: 'freeplay', score: 100, reviewsCompleted: 1, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 1 } });
    expect(await userRow(p.user.id)).toMatchObject({ total_score: 0, games_played: 0, practice_score: 100 });
    const board = (await t.app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=100' })).json().leaderboard;
    expect(board.map((e: { username: string }) => e.username)).not.toContain(p.user.username);
  });

  it('reset-history then replaying a resolved review scores nothing in practice (once per account)', async () => {
    const p = await playerBrowser(t.app);
    const first = (await random(p.call, '?language=en')).json();
    await skip(p.call, first.id); // learns the answer
    await p.call({ method: 'POST', url: '/api/game/freeplay/reset-history' });
    await p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } });
    const again = (await serveInFreeplay(p.call, first.id)).json();
    expect(again.id).toBe(first.id);
    const res = (await verify(p.call, first.id, answers.get(first.id)!)).json();
    expect(res).toMatchObject({ isCorrect: true, points: 0 });
  });

  it("a skip at score 0 is owed, and the debt survives a new session (it no longer dies with it)", async () => {
    const p = await playerBrowser(t.app);
    const first = (await random(p.call, '?language=en')).json();
    expect((await skip(p.call, first.id)).json().state).toMatchObject({ score: 0, owed: SCORING.skipPenalty });
    const fresh = (await p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } })).json();
    expect(fresh.state).toMatchObject({ score: 0, owed: SCORING.skipPenalty });
    const next = (await random(p.call, '?language=en')).json();
    const res = (await verify(p.call, next.id, answers.get(next.id)!)).json();
    expect(res).toMatchObject({ points: SCORING.correct - SCORING.skipPenalty, owedPaid: SCORING.skipPenalty });
  });

  it('a guest who learnt answers by skipping gains no rank from them after signing up', async () => {
    const g = guestBrowser(t.app);
    const served = (await random(g, '?language=en')).json();
    await skip(g, served.id);
    const { auth, user } = await registerUser(t.app);
    await t.app.inject({ method: 'GET', url: '/api/game/random?language=en', headers: auth });
    expect(await userRow(user.id)).toMatchObject({ total_score: 0, games_played: 0 });
  });
});

describe('coming dailies are fixed ahead and secret', () => {
  it(`stores the next ${PLAN_AHEAD_DAYS} days, and free play serves none of their reviews`, async () => {
    await daily(guestBrowser(t.app));
    const rows = await storedDays();
    const dates = [...new Set(rows.map((r) => r.date))];
    expect(dates).toEqual(Array.from({ length: PLAN_AHEAD_DAYS + 1 }, (_, i) => addDays(utcDate(), i)));
    const coming = new Set(rows.map((r) => r.review_id));
    const p = await playerBrowser(t.app);
    for (let i = 0; i < answers.size - coming.size; i += 1) {
      const served = await random(p.call, '?language=en');
      expect(served.statusCode).toBe(200);
      expect(coming.has(served.json().id)).toBe(false);
      await verify(p.call, served.json().id, 'not it');
    }
    expect((await random(p.call, '?language=en')).json()).toMatchObject({ allCompleted: true });
  });

  it("the project's own picker run on public data does not predict the stored days", async () => {
    const rows = await storedDays();
    const candidates = [...answers.keys()];
    let predicted = 0;
    for (let d = 1; d <= PLAN_AHEAD_DAYS; d += 1) {
      const date = addDays(utcDate(), d);
      const stored = rows.filter((r) => r.date === date).map((r) => r.review_id);
      const earlier = new Set(rows.filter((r) => r.date < date).map((r) => r.review_id));
      if (JSON.stringify(pickDailyReviews(date, candidates, earlier)) === JSON.stringify(stored)) predicted += 1;
    }
    expect(predicted).toBeLessThan(PLAN_AHEAD_DAYS);
  });

  it('a free-play review that enters a coming daily is closed without its answer', async () => {
    const p = await playerBrowser(t.app);
    await p.call({ method: 'POST', url: '/api/game/freeplay/reset-history' });
    const served = (await random(p.call, '?language=en')).json();
    // The admin schedules it for a day after the planned ones (as a day turning over would).
    const date = addDays(utcDate(), PLAN_AHEAD_DAYS + 3);
    const others = [...answers.keys()].filter((id) => id !== served.id).slice(0, 2);
    const unschedule = await scheduleDaily(date, [served.id, ...others]);
    for (const res of [await skip(p.call, served.id), await verify(p.call, served.id, answers.get(served.id)!)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('REVIEW_WITHDRAWN');
      expect(res.body).not.toContain(answers.get(served.id));
    }
    const next = (await random(p.call, '?language=en')).json();
    expect(next.id).not.toBe(served.id);
    await unschedule();
  });

  it('a review the admin schedules into a coming daily leaves free play at once, in a process that kept the list', async () => {
    // A first player's free play has this process remember what the dailies hold (review-cache.ts).
    const first = await playerBrowser(t.app);
    await first.call({ method: 'POST', url: '/api/game/freeplay/reset-history' });
    const seen = (await random(first.call, '?language=en')).json().id as string;
    const date = addDays(utcDate(), PLAN_AHEAD_DAYS + 4);
    const scheduled = [...answers.keys()].filter((id) => id !== seen).slice(0, 3);
    const unschedule = await scheduleDaily(date, scheduled);
    // A second player then plays free play through to the end: none of the three ever shows.
    const second = await playerBrowser(t.app);
    await second.call({ method: 'POST', url: '/api/game/freeplay/reset-history' });
    const served: string[] = [];
    let allCompleted = false;
    for (let i = 0; i <= answers.size && !allCompleted; i += 1) {
      const res = (await random(second.call, '?language=en')).json();
      allCompleted = res.allCompleted === true;
      if (allCompleted) break;
      served.push(res.id);
      await skip(second.call, res.id);
    }
    expect(allCompleted).toBe(true);
    expect(served.length).toBeGreaterThan(0);
    for (const id of scheduled) expect(served).not.toContain(id);
    await unschedule();
  });
});

describe('one look per screenshot', () => {
  it("switching a daily's language after its screenshots are served shows no other text", async () => {
    const g = guestBrowser(t.app);
    const en = (await daily(g, 'en')).json();
    const fr = (await daily(g, 'fr')).json();
    expect(fr.language).toBe('en');
    expect(fr.reviews.map((r: { reviewImages: string[] }) => r.reviewImages[0])).toEqual(en.reviews.map((r: { reviewImages: string[] }) => r.reviewImages[0]));
  });

  it('hard mode cannot be dropped after the look to buy help', async () => {
    const g = guestBrowser(t.app);
    await g({ method: 'GET', url: '/api/game/daily?language=en&preview=1&hard=1' });
    const [first] = await dailyIds(g, '&hard=1');
    const off = (await g({ method: 'GET', url: '/api/game/daily?language=en&hard=0' })).json();
    expect(off.hard).toBe(true);
    expect((await reveal(g, first!)).statusCode).toBe(400);
  });

  it('a new free-play session charges the review left pending as a skip', async () => {
    const p = await playerBrowser(t.app);
    const served = (await random(p.call, '?language=en')).json();
    const fresh = (await p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: 'en' } })).json();
    expect(fresh.state.owed).toBe(SCORING.skipPenalty);
    const entry = await db().selectFrom('play_reviews').select('outcome').where('review_id', '=', served.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(entry.outcome).toBe('skipped');
  });
});

describe('unpaid screenshots stay unreachable', () => {
  it('a stored image is not named by the hash of its bytes: knowing the bytes does not find it', async () => {
    const bytes = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } }).webp().toBuffer();
    const stored = await t.app.ctx.images.save(bytes);
    const plain = `/images/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
    expect(stored).not.toBe(plain);
    expect((await t.app.inject({ method: 'GET', url: plain })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: stored })).statusCode).toBe(200);
  });

  it('counts the active demo reviews for the admin and deactivates them in one action (admins only)', async () => {
    await db().updateTable('reviews').set({ source: 'seed' }).where('game_name', '=', 'Fair Game Z0').execute();
    expect((await t.asAdmin({ method: 'GET', url: '/api/admin/reviews/stats' })).json().activeDemoReviews).toBe(1);
    const { auth } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reviews/deactivate-demo', headers: auth })).statusCode).toBe(403);
    const done = await t.asAdmin({ method: 'POST', url: '/api/admin/reviews/deactivate-demo' });
    expect(done.json()).toEqual({ reviewsUpdated: 1 });
    expect((await t.asAdmin({ method: 'GET', url: '/api/admin/reviews/stats' })).json().activeDemoReviews).toBe(0);
  });
});

describe('anonymous calls steer nothing', () => {
  it("scripted guests' answers change no review figure, so no difficulty nor coming pick", async () => {
    const [first] = await dailyIds(guestBrowser(t.app));
    const before = await db().selectFrom('reviews').select(['times_played', 'times_correct', 'skips']).where('id', '=', first!).executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i += 1) {
      const g = guestBrowser(t.app);
      await dailyIds(g);
      await verify(g, first!, 'wrong on purpose');
    }
    expect(await db().selectFrom('reviews').select(['times_played', 'times_correct', 'skips']).where('id', '=', first!).executeTakeFirstOrThrow()).toEqual(before);
  });

  it('exclude ids the player was never served do not pick the review', async () => {
    const coming = new Set((await storedDays()).map((r) => r.review_id));
    const free = [...answers.keys()].filter((id) => !coming.has(id));
    const target = free[0]!;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const g = guestBrowser(t.app);
      const res = (await random(g, `?language=en&exclude=${free.filter((id) => id !== target).join(',')}`)).json();
      if (res.id !== target) return; // the list was ignored
    }
    throw new Error('five cookie-less guests were all served the one review the exclude list left');
  });
});

describe('moderation and admin guards', () => {
  it('20 parallel submissions from one player: no more than the limit are accepted', async () => {
    const p = await player(t);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => p.call({ method: 'POST', url: '/api/submissions', payload: textSubmission({ gameName: `Race Title ${i}`, newTitle: true }) })));
    const accepted = results.filter((r) => r.statusCode === 201).length;
    expect(accepted).toBeLessThanOrEqual(5);
    expect(accepted).toBeGreaterThan(0);
    expect(await db().selectFrom('submissions').select('id').where('user_id', '=', p.user.id).execute()).toHaveLength(accepted);
  });

  it('a moderator cannot approve or refuse their own submission', async () => {
    const m = await moderator(t, ['fr']);
    const id = await submitted(m, textSubmission({ gameName: 'Self Approved', newTitle: true }));
    expect((await m.call({ method: 'POST', url: `/api/moderation/submissions/${id}/approve`, payload: { active: true } })).statusCode).toBe(403);
    expect((await m.call({ method: 'POST', url: `/api/moderation/submissions/${id}/refuse`, payload: { reason: 'other', note: '' } })).statusCode).toBe(403);
    expect((await db().selectFrom('submissions').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe('pending');
  });

  it("a merge never touches a review of today's daily, nor takes its credit", async () => {
    const [todayId] = await dailyIds(guestBrowser(t.app));
    const name = answers.get(todayId!)!;
    await db().deleteFrom('review_images').where('review_id', '=', todayId!).where('language', '=', 'fr').execute();
    const before = await db().selectFrom('review_images').selectAll().where('review_id', '=', todayId!).execute();
    const author = await player(t);
    const id = await submitted(author, textSubmission({ gameName: name, newTitle: false, language: 'fr' }));
    const m = await moderator(t, ['fr']);
    const res = await m.call({ method: 'POST', url: `/api/moderation/submissions/${id}/approve`, payload: { active: true } });
    expect(res.statusCode).toBe(409);
    expect(await db().selectFrom('review_images').selectAll().where('review_id', '=', todayId!).execute()).toEqual(before);
    expect((await db().selectFrom('reviews').select('credit_user_id').where('id', '=', todayId!).executeTakeFirstOrThrow()).credit_user_id).toBeNull();
  });

  it("today's challenge cannot be changed once anyone started it (the message counts them)", async () => {
    await dailyIds(guestBrowser(t.app));
    const current = (await t.asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/current' })).json().challenge;
    const others = [...answers.keys()].slice(-3);
    const res = await t.asAdmin({ method: 'PUT', url: `/api/admin/daily-challenges/${current._id}`, payload: { reviewIds: others } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^\d+ players? ha(s|ve) already started today's challenge/);
    const after = (await t.asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/current' })).json().challenge;
    expect(after.reviewIds.map((r: { _id: string }) => r._id)).toEqual(current.reviewIds.map((r: { _id: string }) => r._id));
  });

  it('a played review is retired, not deleted: history and stats keep it, it is never served or listed again', async () => {
    const p = await playerBrowser(t.app);
    await p.call({ method: 'POST', url: '/api/game/freeplay/reset-history' });
    const served = (await random(p.call, '?language=en')).json();
    await verify(p.call, served.id, answers.get(served.id)!);
    const res = await t.asAdmin({ method: 'DELETE', url: `/api/admin/reviews/${served.id}` });
    expect(res.json()).toEqual({ ok: true, retired: true });
    expect(await db().selectFrom('play_reviews').select('outcome').where('review_id', '=', served.id).execute()).toContainEqual({ outcome: 'correct' });
    const list = (await t.asAdmin({ method: 'GET', url: `/api/admin/reviews?limit=100&q=${encodeURIComponent(answers.get(served.id)!)}` })).json();
    expect(list.reviews).toHaveLength(0);
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/reviews/${served.id}`, payload: { isActive: true } })).statusCode).toBe(404);
    const q = await playerBrowser(t.app);
    for (let i = 0; i < answers.size; i += 1) {
      const r = await random(q.call, '?language=en');
      if (r.statusCode !== 200) break;
      expect(r.json().id).not.toBe(served.id);
      await verify(q.call, r.json().id, 'no');
    }
    answers.delete(served.id);
  });

  it("deleting a review of a past daily retires it: the archive day still opens, and players' records of it stay", async () => {
    const coming = new Set((await storedDays()).map((r) => r.review_id));
    const dayIds = [...answers.keys()].filter((id) => !coming.has(id)).slice(-3);
    const date = daysAgo(3);
    await seedPastDays(t.app, daysAgo(10), [{ date, reviewIds: dayIds }]);
    const p = await playerBrowser(t.app);
    const opened = await p.call({ method: 'GET', url: `/api/game/daily/${date}?language=en` });
    expect(opened.statusCode).toBe(200);
    await p.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: dayIds[0], answer: answers.get(dayIds[0]!)!, day: date } });

    const res = await t.asAdmin({ method: 'DELETE', url: `/api/admin/reviews/${dayIds[0]}` });
    expect(res.json()).toEqual({ ok: true, retired: true });
    const again = await p.call({ method: 'GET', url: `/api/game/daily/${date}?language=en` });
    expect(again.statusCode).toBe(200);
    expect(again.json().reviews[0]).toMatchObject({ id: dayIds[0], outcome: 'correct' });
    const newcomer = await guestBrowser(t.app)({ method: 'GET', url: `/api/game/daily/${date}?language=en` });
    expect(newcomer.statusCode).toBe(200);
    expect(newcomer.json().reviews).toHaveLength(3);
    answers.delete(dayIds[0]!);
  });
});

describe('the names list does not single out answers', () => {
  it("an approved new title is one of the installation's added titles, beside the admins' decoys", async () => {
    const author = await player(t);
    const id = await submitted(author, textSubmission({ gameName: 'Brand New Answer', newTitle: true }));
    const admin = t.asAdmin;
    expect((await admin({ method: 'POST', url: `/api/moderation/submissions/${id}/approve`, payload: { active: true } })).statusCode).toBe(200);
    for (const decoy of ['Quiet Decoy One', 'Quiet Decoy Two']) await t.app.ctx.repos.reviews.addTitle(decoy, new Date().toISOString());
    t.app.ctx.bus.publish('reviews');
    const names: string[] = (await t.app.inject({ method: 'GET', url: '/api/game/names' })).json().gameNames;
    const file = new Set(catalogueFileTitles().map((n) => n.toLowerCase()));
    const added = names.filter((n) => !file.has(n.toLowerCase()));
    expect(added).toEqual(expect.arrayContaining(['Brand New Answer', 'Quiet Decoy One', 'Quiet Decoy Two']));
  });
});
