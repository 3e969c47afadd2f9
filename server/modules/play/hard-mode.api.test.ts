// Hard mode: chosen before the day's screenshots are shown, one screenshot and no jokers, correct
// answers multiplied, marked on the day's leaderboard; today's daily and an archive day alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HARD_MODE_MULTIPLIER, SCORING, pointsForCorrect } from '../../../shared/constants';
import { PLAYER_MESSAGES } from '../../../shared/player-messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { daysAgo, seedPastDays } from '../../test/past-days';
import { guestBrowser, hint, playerBrowser, reveal, seedPuzzles, skip, verify, type Call } from '../../security/attack-kit';

let t: TestApp;
let app: FastifyInstance;
let answers: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  answers = await seedPuzzles(app);
  const ids = [...answers.keys()];
  await seedPastDays(app, daysAgo(5), [{ date: daysAgo(2), reviewIds: ids.slice(3, 6) }]);
});
afterAll(() => t.close());

const open = (call: Call, query: string, date?: string) => call({ method: 'GET', url: `/api/game/daily${date ? `/${date}` : ''}?language=en${query}` });
const ids = (res: { json(): { reviews: { id: string }[] } }) => res.json().reviews.map((r) => r.id);

describe('choosing hard mode', () => {
  it('a preview serves no screenshot; hard mode chosen at the start holds, and the next preview shows the play', async () => {
    const guest = guestBrowser(app);
    const preview = await open(guest, '&preview=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ reviews: [], hard: false, hardOpen: true, hasCompleted: false });

    const started = await open(guest, '&hard=1');
    expect(started.json()).toMatchObject({ hard: true, hardOpen: false });
    expect(started.json().reviews).toHaveLength(3);
    expect(started.json().reviews.every((r: { reviewImages: string[] }) => r.reviewImages.length === 1)).toBe(true);

    const again = await open(guest, '&preview=1');
    expect(again.json()).toMatchObject({ hard: true, hardOpen: false });
    expect(ids(again)).toEqual(ids(started));
  });

  it('is refused once the screenshots were served, with a clear message, and the play stays as it was', async () => {
    const guest = guestBrowser(app);
    await open(guest, '');
    const late = await open(guest, '&hard=1');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PLAYER_MESSAGES.hardModeTooLate);
    expect((await open(guest, '&preview=1')).json()).toMatchObject({ hard: false, hardOpen: false });
  });

  it('can be switched off while nothing is played, and is fixed from the first answer on', async () => {
    const guest = guestBrowser(app);
    await open(guest, '&preview=1&hard=1');
    const off = await open(guest, '&hard=0');
    expect(off.json()).toMatchObject({ hard: false, hardOpen: false });
    expect((await open(guest, '&hard=1')).statusCode).toBe(400);

    const hardGuest = guestBrowser(app);
    const [first] = ids(await open(hardGuest, '&hard=1'));
    await verify(hardGuest, first!, answers.get(first!)!);
    // Once something is played, the request's choice is ignored, as the review language is.
    expect((await open(hardGuest, '&hard=0')).json()).toMatchObject({ hard: true });
  });

  it('refuses a flag that is not yes or no', async () => {
    const res = await open(guestBrowser(app), '&hard=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/hard/);
  });
});

describe('playing in hard mode', () => {
  it('refuses extra screenshots, the genre hint and skips, and charges nothing', async () => {
    const guest = guestBrowser(app);
    const [first] = ids(await open(guest, '&hard=1'));
    for (const res of [await reveal(guest, first!), await hint(guest, first!), await skip(guest, first!)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PLAYER_MESSAGES.hardModeNoHelp);
    }
    const after = (await open(guest, '&preview=1')).json();
    expect(after.state).toMatchObject({ score: 0, hintsUsed: 0, reviewsSkipped: 0, owed: 0 });
    expect(after.reviews[0]).toMatchObject({ outcome: 'pending', hintUsed: false, genre: null });
    expect(after.reviews[0].reviewImages).toHaveLength(1);
  });

  it('multiplies each correct answer with its streak bonus, and marks the day on the leaderboard', async () => {
    expect(pointsForCorrect(0, true)).toBe(SCORING.correct * HARD_MODE_MULTIPLIER);
    const hardPlayer = await playerBrowser(app);
    const reviews = ids(await open(hardPlayer.call, '&preview=1&hard=1'));
    expect(reviews).toEqual([]);
    const played = ids(await open(hardPlayer.call, ''));
    const points = [];
    for (const id of played) points.push((await verify(hardPlayer.call, id, answers.get(id)!)).json().points);
    expect(points).toEqual([0, 1, 2].map((streak) => pointsForCorrect(streak, true)));
    expect(points).toEqual([150, 165, 180]);

    const normal = await playerBrowser(app);
    for (const id of ids(await open(normal.call, ''))) await verify(normal.call, id, answers.get(id)!);

    const board = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/daily?limit=10' })).json().leaderboard;
    expect(board.find((e: { username: string }) => e.username === hardPlayer.user.username)).toMatchObject({ score: 495, hard: true, rank: 1 });
    expect(board.find((e: { username: string }) => e.username === normal.user.username)).toMatchObject({ score: 330, hard: false });
  });

  it('a wrong answer scores nothing and ends the streak, as in the normal daily', async () => {
    const guest = guestBrowser(app);
    const [first, second] = ids(await open(guest, '&hard=1'));
    expect((await verify(guest, first!, 'Not A Game At All')).json()).toMatchObject({ isCorrect: false, points: 0 });
    expect((await verify(guest, second!, answers.get(second!)!)).json().points).toBe(pointsForCorrect(0, true));
  });

  it('works on an archive day too, scored for the profile and never on the leaderboard', async () => {
    const player = await playerBrowser(app);
    const date = daysAgo(2);
    const day = (await open(player.call, '&hard=1', date)).json();
    expect(day).toMatchObject({ archive: true, hard: true });
    for (const r of day.reviews) {
      await player.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: r.id, answer: answers.get(r.id), day: date } });
    }
    const done = (await open(player.call, '&preview=1', date)).json();
    expect(done).toMatchObject({ hasCompleted: true, hard: true, state: { score: 495 } });
    const board = (await app.inject({ method: 'GET', url: '/api/scores/leaderboard/daily?limit=100' })).json().leaderboard;
    expect(board.some((e: { username: string }) => e.username === player.user.username)).toBe(false);
  });
});
