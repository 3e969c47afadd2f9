// The play path reads reviews and their images from the process's cache (reviews/review-cache.ts):
// an admin's edit reaches a player who already loaded the review at their very next call, and a
// warm resume runs two statements fewer. (Expiry without any message: review-cache.test.ts.)
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daily, playerBrowser, random, reveal, verify } from '../../security/attack-kit';
import { createAdminTestApp, createTestApp, guestBrowser, insertReviews, uploadedImagePath, type AdminTestApp, type TestApp } from '../../test/test-app';
import { card, moderator, player, submitted, textSubmission } from '../submissions/submission-test-kit';

interface Served {
  id: string;
  reviewImages: string[];
  reviewImageAlts: string[];
  maxReviews: number;
}

describe('an admin edit with the cache warm', () => {
  let t: AdminTestApp;
  let dailyIds: string[];
  let freeplayIds: string[];
  beforeAll(async () => {
    t = await createAdminTestApp();
    // Three for today's daily (the pick takes them all), then two that only free play serves.
    dailyIds = await insertReviews(t.app, [{ gameName: 'Hades' }, { gameName: 'Celeste' }, { gameName: 'Factorio' }]);
    await daily(guestBrowser(t.app));
    freeplayIds = await insertReviews(t.app, [{ gameName: 'Terraria' }, { gameName: 'Outer Wilds' }]);
  });
  afterAll(() => t.close());

  const edit = (id: string, gameName: string, aliases: string[], images: string[], alts: string[]) =>
    t.asAdmin({ method: 'PUT', url: `/api/admin/reviews/${id}`, payload: { gameName, genre: 'Puzzle', difficulty: 'medium', aliases, reviewImages: { en: images }, reviewImageAlts: { en: alts } } });
  const reviewsOf = async (call: Parameters<typeof daily>[0]) => (await daily(call)).json().reviews as Served[];

  it('shows replaced screenshots and their alt texts at the next resume, and checks answers against the new name and aliases', async () => {
    const guest = guestBrowser(t.app);
    const served = await reviewsOf(guest);
    expect(await reviewsOf(guest)).toEqual(served); // resumed: the cache holds them now
    const target = served.find((r) => r.id === dailyIds[0])!;
    const [one, two] = [await uploadedImagePath(t.asAdmin), await uploadedImagePath(t.asAdmin)];
    const old = target.reviewImages[0];
    expect((await edit(target.id, 'Renamed Quest', ['RQ Alias'], [one, two], ['a new first line', 'a new second line'])).statusCode).toBe(200);

    const resumed = (await reviewsOf(guest)).find((r) => r.id === target.id)!;
    expect(resumed).toMatchObject({ id: target.id, reviewImages: [one], reviewImageAlts: ['a new first line'], maxReviews: 2 });
    expect(resumed.reviewImages).not.toContain(old);
    const answered = (await verify(guest, target.id, 'RQ Alias')).json();
    expect(answered).toMatchObject({ isCorrect: true, correctAnswer: 'Renamed Quest' });
    expect((await reviewsOf(guest)).find((r) => r.id === target.id)).toMatchObject({ correctAnswer: 'Renamed Quest', genre: 'Puzzle' });
  });

  it('no longer takes the old name once the admin renamed the game (signed in)', async () => {
    const { call } = await playerBrowser(t.app);
    const served = await reviewsOf(call);
    const target = served.find((r) => r.id === dailyIds[1])!;
    const image = await uploadedImagePath(t.asAdmin);
    expect((await edit(target.id, 'Celeste Classic', [], [image], ['a mountain to climb'])).statusCode).toBe(200);
    expect((await verify(call, target.id, 'Celeste')).json()).toMatchObject({ isCorrect: false, correctAnswer: 'Celeste Classic' });
  });

  it('serves no screenshot the admin removed: the next resume and reveal know it at once', async () => {
    const guest = guestBrowser(t.app);
    const target = (await reviewsOf(guest)).find((r) => r.id === dailyIds[2])!;
    expect(target.maxReviews).toBe(3);
    const image = await uploadedImagePath(t.asAdmin);
    expect((await edit(target.id, 'Factorio', [], [image], ['belts and more belts'])).statusCode).toBe(200);
    expect((await reviewsOf(guest)).find((r) => r.id === target.id)).toMatchObject({ reviewImages: [image], maxReviews: 1 });
    const refused = await reveal(guest, target.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messageKey).toBe('noMoreScreenshots');
  });

  it('serves a hidden review to nobody new, with the hidden one cached by the player holding it', async () => {
    const holder = guestBrowser(t.app);
    const held = (await random(holder)).json().id as string;
    expect(freeplayIds).toContain(held);
    expect((await t.asAdmin({ method: 'PUT', url: `/api/admin/reviews/${held}`, payload: { isActive: false } })).statusCode).toBe(200);
    const newcomer = guestBrowser(t.app);
    const first = await random(newcomer);
    expect(first.json().id).not.toBe(held);
    await verify(newcomer, first.json().id, 'Surely Not This One');
    const next = await random(newcomer);
    if (next.statusCode === 200) expect(next.json().id).not.toBe(held);
  });

  it("drops a deleted account's credit from a review a player already holds", async () => {
    const author = await player(t);
    const id = await submitted(author, textSubmission({ gameName: 'Disco Elysium', genre: 'RPG', cards: [card('Un détective amnésique, une cravate qui parle et une ville en ruine.')] }));
    expect((await (await moderator(t, ['fr'])).call({ method: 'POST', url: `/api/moderation/submissions/${id}/approve`, payload: { active: true } })).statusCode).toBe(200);
    const gamer = guestBrowser(t.app);
    const held = (await random(gamer, '?language=fr')).json().id as string;
    expect((await author.call({ method: 'DELETE', url: '/api/auth/me', payload: { password: author.password } })).statusCode).toBe(204);
    expect((await verify(gamer, held, 'Disco Elysium')).json()).toMatchObject({ isCorrect: true, submittedBy: null });
  });
});

describe('statements per resume', () => {
  const counter = { n: 0 };
  const plugin: KyselyPlugin = { transformQuery: (args) => args.node, transformResult: async (args) => ((counter.n += 1), args.result) };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { plugin });
    await insertReviews(t.app, [{ gameName: 'Hades' }, { gameName: 'Celeste' }, { gameName: 'Factorio' }]);
  });
  afterAll(() => t.close());

  const statementsOf = async (send: () => Promise<unknown>) => {
    const before = counter.n;
    await send();
    return counter.n - before;
  };

  it('are two fewer when the reviews and their images are cached (guest and signed in)', async () => {
    for (const call of [guestBrowser(t.app), (await playerBrowser(t.app)).call]) {
      await daily(call);
      t.app.ctx.bus.publish('reviews'); // a review changed: the next resume reads them again
      const cold = await statementsOf(() => daily(call));
      const warm = await statementsOf(() => daily(call));
      expect(warm).toBe(cold - 2);
      expect(await statementsOf(() => daily(call))).toBe(warm);
    }
  });
});
