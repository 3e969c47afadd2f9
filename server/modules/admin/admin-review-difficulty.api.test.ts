// Beside the admin's difficulty setting, the admin review list shows the difficulty the play data suggests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PLAYS_FOR_SUGGESTION } from '../../../shared/difficulty';
import type { AdminReview } from '../../../shared/schemas/admin';
import { newId } from '../../lib/ids';
import { createAdminTestApp, insertReviews, type AdminTestApp } from '../../test/test-app';

let t: AdminTestApp;
let ids: string[];

/** Records `n` resolved plays of a review (as finished free-play entries). */
async function played(reviewId: string, n: number, outcome: 'correct' | 'incorrect' | 'skipped', revealed: number) {
  const at = new Date().toISOString();
  for (let i = 0; i < n; i += 1) {
    const playId = newId();
    await t.app.ctx.db.insertInto('plays').values({ id: playId, user_id: null, guest_id: `g-${playId}`, mode: 'freeplay', language: 'en', day: at.slice(0, 10), daily_key: null, status: 'finished', created_at: at, updated_at: at }).execute();
    await t.app.ctx.db.insertInto('play_reviews').values({ play_id: playId, review_id: reviewId, position: 1, revealed, outcome, created_at: at, resolved_at: at }).execute();
  }
}

const listed = async () => {
  const res = await t.asAdmin({ method: 'GET', url: '/api/admin/reviews?limit=100' });
  expect(res.statusCode).toBe(200);
  const reviews = res.json().reviews as AdminReview[];
  return (id: string) => reviews.find((r) => r._id === id)!.difficultyFromData;
};

beforeAll(async () => {
  t = await createAdminTestApp();
  ids = await insertReviews(t.app, [{ gameName: 'Solved At Once' }, { gameName: 'Nobody Gets It' }, { gameName: 'Barely Played' }]);
  await played(ids[0]!, MIN_PLAYS_FOR_SUGGESTION, 'correct', 1);
  await played(ids[1]!, MIN_PLAYS_FOR_SUGGESTION - 5, 'skipped', 3);
  await played(ids[1]!, 5, 'incorrect', 3);
  await played(ids[2]!, MIN_PLAYS_FOR_SUGGESTION - 1, 'incorrect', 3);
});
afterAll(() => t.close());

describe('difficulty from data in the admin review list', () => {
  it('suggests easy for a review solved on the first screenshot and hard for one nobody solves', async () => {
    const of = await listed();
    expect(of(ids[0]!)).toEqual({ plays: MIN_PLAYS_FOR_SUGGESTION, successRate: 100, skipRate: 0, avgScreenshots: 1, suggested: 'easy' });
    expect(of(ids[1]!)).toMatchObject({ plays: MIN_PLAYS_FOR_SUGGESTION, successRate: 0, skipRate: 75, avgScreenshots: 3, suggested: 'hard' });
  });

  it('suggests nothing below the minimum number of plays, whatever the figures', async () => {
    expect((await listed())(ids[2]!)).toMatchObject({ plays: MIN_PLAYS_FOR_SUGGESTION - 1, successRate: 0, suggested: null });
  });

  it('starts again from zero after an analytics reset, like the counters', async () => {
    expect((await t.asAdmin({ method: 'POST', url: '/api/analytics/reset' })).statusCode).toBe(200);
    expect((await listed())(ids[0]!)).toMatchObject({ plays: 0, suggested: null });
  });
});
