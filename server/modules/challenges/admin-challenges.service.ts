import { utcDate } from '../../../shared/constants';
import type { DailyChallenge } from '../../../shared/schemas/admin';
import type { Db } from '../../db/database';
import { staffError } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { createChallengesRepository } from './challenges.repository';
import { dayPlayers } from '../play/play-reads';
import type { ReviewsService } from '../reviews/reviews.service';
import { addDays, isRealDay } from '../../../shared/days';

/** How far ahead the next free day is looked for. */
const MAX_DAYS_AHEAD = 366;

export type AdminChallengesService = ReturnType<typeof createAdminChallengesService>;

/** `onChange`: a challenge was written (what free play may serve changed: docs/architecture.md, caches). */
export function createAdminChallengesService(deps: { db: Db; reviews: ReviewsService; ensureToday(): Promise<unknown>; onChange?: () => void }) {
  const challenges = createChallengesRepository(deps.db);

  async function toChallenge(row: { id: string; date: string; source: string }): Promise<DailyChallenge> {
    const ids = await challenges.reviewIdsOf(row.id);
    const summaries = await deps.reviews.summaries(ids);
    const items = ids.map((id) => {
      const r = summaries.get(id);
      return { _id: id, gameName: r?.gameName ?? '(deleted review)', difficulty: r?.difficulty ?? 'medium', image: r?.image ?? null };
    });
    return { _id: row.id, date: row.date, reviewIds: items, isActive: row.date === utcDate(), source: row.source === 'auto' ? 'auto' : 'admin' };
  }

  /** The chosen reviews must exist and be active. */
  async function assertPlayable(reviewIds: string[]) {
    const summaries = await deps.reviews.summaries(reviewIds);
    for (const id of reviewIds) {
      const r = summaries.get(id);
      if (!r) throw staffError('BAD_REQUEST', `Review ${id} does not exist.`);
      if (!r.isActive) throw staffError('BAD_REQUEST', `"${r.gameName}" is inactive; activate it or pick another review.`);
    }
  }

  /** Today's challenge is frozen once anyone has opened it: one puzzle per day on its board and stats. */
  async function assertNotStarted(date: string) {
    if (date !== utcDate()) return;
    const players = await dayPlayers(deps.db, date);
    if (players > 0) throw staffError('CONFLICT', `${players} ${players === 1 ? 'player has' : 'players have'} already started today's challenge: it can no longer be changed.`);
  }

  return {
    /** Today's challenge; when none was scheduled, the one the server picks (made on demand). */
    async current(): Promise<DailyChallenge> {
      await deps.ensureToday().catch(() => undefined);
      const row = await challenges.findByDate(utcDate());
      if (!row) throw staffError('NOT_FOUND', 'No challenge for today');
      return toChallenge(row);
    },

    async next(): Promise<DailyChallenge> {
      const row = await challenges.nextAfter(utcDate());
      if (!row) throw staffError('NOT_FOUND', 'No upcoming challenge');
      return toChallenge(row);
    },

    /** The first day from tomorrow on without an admin-scheduled challenge (an auto-picked one may be replaced). */
    async nextFreeDate(): Promise<string> {
      const today = utcDate();
      for (let days = 1; days <= MAX_DAYS_AHEAD; days += 1) {
        const date = addDays(today, days);
        const existing = await challenges.findByDate(date);
        if (!existing || existing.source === 'auto') return date;
      }
      throw staffError('CONFLICT', `Every day of the next ${MAX_DAYS_AHEAD} days already has a challenge.`);
    },

    async create(date: string, reviewIds: string[]): Promise<DailyChallenge> {
      if (!isRealDay(date)) throw staffError('BAD_REQUEST', 'The date is not a valid calendar date');
      if (date < utcDate()) throw staffError('BAD_REQUEST', 'The date must be today or later');
      await assertPlayable(reviewIds);
      const existing = await challenges.findByDate(date);
      if (existing && existing.source !== 'auto') throw staffError('CONFLICT', `A challenge is already scheduled for ${date}`);
      if (existing) {
        await assertNotStarted(date);
        // An auto-picked day is replaced by the admin's choice; plays already started keep their reviews.
        await challenges.replaceReviews(existing.id, reviewIds);
        deps.onChange?.();
        return toChallenge({ ...existing, source: 'admin' });
      }
      const id = newId();
      if (!(await challenges.insert({ id, date, source: 'admin', createdAt: nowIso() }, reviewIds))) throw staffError('CONFLICT', `A challenge is already scheduled for ${date}`);
      deps.onChange?.();
      return toChallenge({ id, date, source: 'admin' });
    },

    async update(id: string, reviewIds: string[]): Promise<DailyChallenge> {
      const row = await challenges.findById(id);
      if (!row) throw staffError('NOT_FOUND', 'Challenge not found');
      if (row.date < utcDate()) throw staffError('BAD_REQUEST', 'A past challenge cannot be changed');
      await assertNotStarted(row.date);
      await assertPlayable(reviewIds);
      await challenges.replaceReviews(id, reviewIds);
      deps.onChange?.();
      return toChallenge({ ...row, source: 'admin' });
    },

    async remove(id: string): Promise<void> {
      const row = await challenges.findById(id);
      if (!row) throw staffError('NOT_FOUND', 'Challenge not found');
      if (row.date === utcDate()) throw staffError('CONFLICT', "Today's challenge is active and cannot be deleted");
      await challenges.delete(id);
      deps.onChange?.();
    },
  };
}
