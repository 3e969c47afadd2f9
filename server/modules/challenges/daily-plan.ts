import { DAILY_REVIEW_COUNT } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { playerError } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { createChallengesRepository } from './challenges.repository';
import { addDays } from '../../../shared/days';
import { loadDailyPool, noRepeatWindow, type DailyPool } from './daily-pool';
import { reviewsPendingInFreeplay } from '../play/play-reads';

/** The automatic dailies are picked and stored this many days ahead of today (docs/rules.md). */
export const PLAN_AHEAD_DAYS = 7;
/**
 * Days ahead are stored only while the pool holds at least this many reviews (twice what the
 * planned days take): free play never serves a stored day's reviews, and a smaller pool would leave
 * it nearly empty. Below it, only today is stored (still unforeseeable: the pick is keyed).
 */
export const PLAN_AHEAD_MIN_POOL = 2 * (PLAN_AHEAD_DAYS + 1) * DAILY_REVIEW_COUNT;

/**
 * Stores the challenge of `today` and of the next PLAN_AHEAD_DAYS days where none is stored yet,
 * each picked with the installation's secret. Free play never serves a stored day's reviews, and
 * the pick avoids reviews that wait for an answer in someone's free play, so that no open entry
 * enters a daily. Throws NO_ACTIVE_REVIEWS when today cannot be picked (too few reviews).
 */
export async function planDays(db: Db, secret: string, today: string): Promise<void> {
  const challenges = createChallengesRepository(db);
  let pool: DailyPool | undefined;
  let pending: string[] | undefined;
  for (let d = 0; d <= PLAN_AHEAD_DAYS; d += 1) {
    const date = addDays(today, d);
    const existing = await challenges.findByDate(date);
    if (existing && (existing.reviewIds.length === DAILY_REVIEW_COUNT || d > 0)) continue;
    pool ??= await loadDailyPool(db, secret);
    if (d > 0 && pool.candidates.length < PLAN_AHEAD_MIN_POOL) return;
    pending ??= await reviewsPendingInFreeplay(db);
    const window = noRepeatWindow(date);
    const avoided = new Set([...(await challenges.reviewIdsUsedBetween(window.from, window.to)), ...pending]);
    const picked = pool.pick(date, avoided);
    if (picked.length < DAILY_REVIEW_COUNT) {
      if (d === 0) throw playerError('NO_ACTIVE_REVIEWS', 'noDailyYet');
      return;
    }
    // Another request may store the day first: its pick holds.
    await challenges.insert({ id: newId(), date, source: 'auto', createdAt: nowIso() }, picked);
  }
}
