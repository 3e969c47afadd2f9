import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLE_VISIBLE_FLAG_AT } from '../../../shared/schemas/reports';
import { random, verify } from '../../security/attack-kit';
import { createAdminTestApp, insertReviews, type AdminTestApp } from '../../test/test-app';
import { moderator, player, type Player } from '../submissions/submission-test-kit';

let t: AdminTestApp;
const answers = new Map<string, string>();

beforeAll(async () => {
  t = await createAdminTestApp();
  const games = Array.from({ length: 9 }, (_, i) => ({ gameName: `Report Game ${i + 1}`, languages: ['en', 'fr'] }));
  (await insertReviews(t.app, games)).forEach((id, i) => answers.set(id, games[i]!.gameName));
});
afterAll(() => t.close());

/** Serves one free-play review in `language` and answers it (wrongly): a resolved review the player may report. */
async function playOne(p: Player, language = 'en'): Promise<string> {
  const served = (await random(p.call, `?language=${language}`)).json();
  expect((await verify(p.call, served.id, 'Not it')).statusCode).toBe(200);
  return served.id;
}

const report = (p: Player, reviewId: string, reason = 'title-visible', note = '') => p.call({ method: 'POST', url: '/api/game/reports', payload: { reviewId, reason, note } });
const queue = (call: Player['call'] | AdminTestApp['asAdmin'], query = '') => call({ method: 'GET', url: `/api/moderation/reports${query}` });

describe('reports on puzzles', () => {
  it("a player reports a review they played; the admin's queue and review list show it", async () => {
    const p = await player(t);
    const reviewId = await playOne(p);
    const res = await report(p, reviewId, 'wrong-answer', '  The answer is the sequel, not this one.  ');
    expect(res.statusCode, res.body).toBe(201);

    const queued = (await queue(t.asAdmin)).json().reports.find((r: { id: string }) => r.id === res.json().id);
    expect(queued).toMatchObject({
      reviewId,
      gameName: answers.get(reviewId),
      language: 'en',
      reason: 'wrong-answer',
      note: 'The answer is the sequel, not this one.',
      username: p.user.username,
      reviewReports: { total: 1, titleVisible: 0 },
    });
    const list = (await t.asAdmin({ method: 'GET', url: '/api/admin/reviews?limit=100' })).json().reviews;
    expect(list.find((r: { _id: string }) => r._id === reviewId).reports).toEqual({ total: 1, titleVisible: 0 });
    expect(list.filter((r: { reports: { total: number } }) => r.reports.total === 0).length).toBeGreaterThan(0);
  });

  it('goes to the moderators of the language the review was played in, and to no one else', async () => {
    const fr = await moderator(t, ['fr']);
    const en = await moderator(t, ['en']);
    const p = await player(t);
    const reviewId = await playOne(p, 'fr');
    const id = (await report(p, reviewId, 'offensive', 'Insulte dans le texte')).json().id;

    const ids = async (res: Awaited<ReturnType<typeof queue>>) => res.json().reports.map((r: { id: string }) => r.id) as string[];
    expect(await ids(await queue(fr.call))).toContain(id);
    expect(await ids(await queue(fr.call, '?language=fr'))).toContain(id);
    expect(await ids(await queue(en.call))).not.toContain(id);
    const other = await queue(fr.call, '?language=en');
    expect(other.statusCode).toBe(403);
    expect((await queue(p.call)).statusCode).toBe(403);
    expect((await queue(t.asAdmin, '?language=fr')).json().reports.map((r: { id: string }) => r.id)).toContain(id);
  });

  it(`flags a daily review with ${TITLE_VISIBLE_FLAG_AT} "title visible" reports on the admin calendar`, async () => {
    const today = (await t.asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/calendar?days=1' })).json().days[0];
    const reviewId = today.reviews[0]._id as string;
    expect(today.reviews[0].titleVisibleReports).toBe(0);
    for (let i = 0; i < TITLE_VISIBLE_FLAG_AT; i += 1) {
      const p = await player(t);
      const daily = (await p.call({ method: 'GET', url: '/api/game/daily' })).json();
      expect(daily.reviews[0].id).toBe(reviewId);
      await verify(p.call, reviewId, 'Not it');
      expect((await report(p, reviewId)).statusCode).toBe(201);
    }
    const after = (await t.asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/calendar?days=1' })).json().days[0];
    expect(after.reviews[0].titleVisibleReports).toBe(TITLE_VISIBLE_FLAG_AT);
  });
});
