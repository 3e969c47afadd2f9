import type { FastifyInstance } from 'fastify';
import { utcDate } from '../../shared/constants';
import { addDays } from '../../shared/days';
import { newId } from '../lib/ids';
import { createAppSettingsRepository, SETTING } from '../db/app-settings';

/** YYYY-MM-DD of `days` days before today (UTC). */
export const daysAgo = (days: number): string => addDays(utcDate(), -days);

/**
 * Makes the game look as if it had run since `firstDay`: stores it as day #1 and a challenge for each
 * given past date (as the server would have stored them on their days).
 */
export async function seedPastDays(app: FastifyInstance, firstDay: string, days: { date: string; reviewIds: string[] }[]): Promise<void> {
  const { db } = app.ctx;
  await createAppSettingsRepository(db).set(SETTING.firstDay, firstDay);
  for (const { date, reviewIds } of days) {
    const id = newId();
    await db.insertInto('daily_challenges').values({ id, date, source: 'auto', is_active: 0, created_at: new Date().toISOString() }).execute();
    await db.insertInto('daily_challenge_reviews').values(reviewIds.map((review_id, position) => ({ challenge_id: id, position, review_id }))).execute();
  }
}

/** A daily play of a past day as if the player had played it live on that day (finished or not). */
export async function seedLiveDaily(
  app: FastifyInstance,
  player: { userId: string } | { guestId: string },
  date: string,
  entries: { reviewId: string; outcome: 'pending' | 'correct' | 'incorrect' }[],
  finished: boolean,
): Promise<string> {
  const { db } = app.ctx;
  const id = newId();
  const now = new Date().toISOString();
  const userId = 'userId' in player ? player.userId : null;
  const correct = entries.filter((e) => e.outcome === 'correct').length;
  await db
    .insertInto('plays')
    .values({
      id, user_id: userId, guest_id: 'guestId' in player ? player.guestId : null, mode: 'daily', language: 'en', day: date,
      daily_key: userId ? `${userId}:${date}` : null, score: correct * 100, reviews_completed: entries.filter((e) => e.outcome !== 'pending').length,
      reviews_correct: correct, served: 1, status: finished ? 'finished' : 'active', created_at: now, updated_at: now,
    })
    .execute();
  await db
    .insertInto('play_reviews')
    .values(entries.map((e, i) => ({ play_id: id, review_id: e.reviewId, position: i + 1, outcome: e.outcome, points: e.outcome === 'correct' ? 100 : 0, created_at: now, resolved_at: e.outcome === 'pending' ? null : now })))
    .execute();
  return id;
}
