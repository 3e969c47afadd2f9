import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { PlayReviewRow, PlayReviewsTable, PlayRow, PlaysTable } from '../../db/schema';
import type { PlayFigures } from './play-state';
import { ownedBy, ownerOf, type Player } from './player';
import { entriesForQuery, playerEntriesOf, entriesOfQuery, figuresQuery, insertEntryQuery, playById, practicedQuery, resolveQuery, servedQuery, withEntriesQuery, type WithEntriesShape } from './plays-prepared.repository';

export type PlaysRepository = ReturnType<typeof createPlaysRepository>;

/** A signed-in player's one play per day: the live daily, and separately the archive play of a past day. */
export function dayKey(userId: string, day: string, mode: 'daily' | 'archive'): string {
  return mode === 'daily' ? `${userId}:${day}` : `${userId}:archive:${day}`;
}

export function createPlaysRepository(db: Db) {

  return {
    findById: async (id: string): Promise<PlayRow | undefined> => (await playById(db, id)).rows[0],

    /** The player's play of a day's challenge: live ('daily') or from the archive ('archive'). */
    findDaily: (player: Player, day: string, mode: 'daily' | 'archive' = 'daily'): Promise<PlayRow | undefined> =>
      db
        .selectFrom('plays')
        .selectAll()
        .where(ownedBy(player))
        .where('mode', '=', mode)
        .where('day', '=', day)
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    /**
     * findDaily (given a day) or findActiveFreeplay, with that play's entries (in order), in one
     * statement: both come from one snapshot of the database without a transaction (a resume or a
     * pending review served again, which change nothing, read only this). `entries: 'pending'`
     * brings only the entry still waiting for an answer (a free-play session's history can be long).
     */
    async findWithEntries(
      player: Player,
      which: { day: string } | 'active freeplay',
      entries: 'all' | 'pending' = 'all',
    ): Promise<{ play: PlayRow; entries: PlayReviewRow[] } | undefined> {
      const [owner, ownerId] = ownerOf(player);
      const shape: WithEntriesShape = { owner, which: which === 'active freeplay' ? 'freeplay' : 'day', entries };
      const { rows } = await withEntriesQuery(shape)(db, ownerId, which === 'active freeplay' ? 'active' : which.day);
      const first = rows[0];
      if (!first) return undefined;
      const { e_review_id: _r, e_position: _p, e_revealed: _v, e_hint_used: _h, e_outcome: _o, e_answer: _a, e_points: _s, e_created_at: _c, e_resolved_at: _d, ...play } = first;
      const found = rows
        .filter((r) => r.id === play.id && r.e_review_id !== null)
        .map((r) => ({
          play_id: play.id,
          review_id: r.e_review_id!,
          position: r.e_position!,
          revealed: r.e_revealed!,
          hint_used: r.e_hint_used!,
          outcome: r.e_outcome!,
          answer: r.e_answer,
          points: r.e_points!,
          created_at: r.e_created_at!,
          resolved_at: r.e_resolved_at,
        }));
      return { play, entries: found };
    },

    findActiveFreeplay: (player: Player): Promise<PlayRow | undefined> =>
      db
        .selectFrom('plays')
        .selectAll()
        .where(ownedBy(player))
        .where('mode', '=', 'freeplay')
        .where('status', '=', 'active')
        .orderBy('created_at', 'desc')
        .executeTakeFirst(),

    async insertPlay(play: Insertable<PlaysTable>): Promise<void> {
      await db.insertInto('plays').values(play).execute();
    },

    async updatePlay(id: string, changes: Updateable<PlaysTable>): Promise<void> {
      await db.updateTable('plays').set(changes).where('id', '=', id).execute();
    },

    /** Stores a play's running figures (the scoring's new state). */
    async saveFigures(id: string, figures: PlayFigures, updatedAt: string): Promise<void> {
      const f = figures;
      await figuresQuery(db, f.score, f.streak, f.max_streak, f.reviews_completed, f.reviews_skipped, f.hints_used, f.reviews_correct, f.owed, updatedAt, id);
    },

    /** Marks an active play finished; false when it was already finished (a concurrent request won). */
    async finishPlay(id: string, at: string): Promise<boolean> {
      const r = await db.updateTable('plays').set({ status: 'finished', updated_at: at }).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async insertPlayReviews(rows: Insertable<PlayReviewsTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('play_reviews').values(rows).execute();
    },

    /** Adds a review served in free play. */
    async insertEntry(e: PlayReviewRow): Promise<void> {
      await insertEntryQuery(db, e.play_id, e.review_id, e.position, e.revealed, e.hint_used, e.outcome, e.answer, e.points, e.created_at, e.resolved_at);
    },

    playReviews: async (playId: string): Promise<PlayReviewRow[]> => (await entriesOfQuery(db, playId)).rows,

    /**
     * The player's entries for a review in their current plays, newest first: today's daily (an
     * unfinished daily closes at midnight UTC) and the active free-play session.
     */
    async entriesFor(player: Player, reviewId: string, day: string) {
      const [owner, ownerId] = ownerOf(player);
      return (await entriesForQuery[owner](db, ownerId, reviewId, day)).rows;
    },

    /** The player's entries for a review in their archive play of a past day. */
    archiveEntriesFor: (player: Player, reviewId: string, day: string) =>
      playerEntriesOf(db, player, reviewId).where('plays.mode', '=', 'archive').where('plays.day', '=', day).execute(),

    /** The player's daily and archive plays of the given days (for the archive's marks). */
    dayPlays: (player: Player, days: string[]) =>
      days.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('plays')
            .select(['day', 'mode', 'status', 'score'])
            .where(ownedBy(player))
            .where('mode', 'in', ['daily', 'archive'])
            .where('day', 'in', days)
            .execute(),

    /** Past-day plays (live or archive) of a guest, for the move to an account. */
    guestPastDayPlays: (guestId: string, today: string): Promise<PlayRow[]> =>
      db.selectFrom('plays').selectAll().where('guest_id', '=', guestId).where('mode', 'in', ['daily', 'archive']).where('day', '<', today).execute(),

    /** Updates an entry only while it is still pending; false when another request resolved it first. */
    /** Ends a pending entry; false when it was no longer pending (a concurrent request won). */
    async resolveEntry(playId: string, reviewId: string, end: Pick<PlayReviewRow, 'outcome' | 'points' | 'answer' | 'resolved_at'>): Promise<boolean> {
      const r = await resolveQuery(db, end.outcome, end.points, end.answer, end.resolved_at, playId, reviewId);
      return Number(r.numAffectedRows) === 1;
    },

    async updateEntry(playId: string, reviewId: string, changes: Updateable<PlayReviewsTable>): Promise<void> {
      await db.updateTable('play_reviews').set(changes).where('play_id', '=', playId).where('review_id', '=', reviewId).execute();
    },

    /** Gives a guest's play to a user (a daily gets the user's one-per-day key; `mode` turns a past guest daily into an archive play). */
    async moveToUser(playId: string, userId: string, dailyKey: string | null, mode?: 'archive'): Promise<void> {
      await db.updateTable('plays').set({ user_id: userId, guest_id: null, daily_key: dailyKey, ...(mode ? { mode } : {}) }).where('id', '=', playId).execute();
    },

    /** Gives every free-play session of a guest (its history and any active session) to a user. */
    async moveGuestFreeplayToUser(guestId: string, userId: string): Promise<void> {
      await db.updateTable('plays').set({ user_id: userId, guest_id: null }).where('guest_id', '=', guestId).where('mode', '=', 'freeplay').execute();
    },

    /** The player's newest free-play session, finished or not (its owed points carry to the next one). */
    latestFreeplay: (player: Player): Promise<PlayRow | undefined> =>
      db.selectFrom('plays').selectAll().where(ownedBy(player)).where('mode', '=', 'freeplay').orderBy('created_at', 'desc').executeTakeFirst(),

    /** True when the player already resolved this review in free play (any session): practice scores a review once. */
    async resolvedInPractice(player: Player, reviewId: string): Promise<boolean> {
      const [owner, ownerId] = ownerOf(player);
      return (await practicedQuery[owner](db, ownerId, reviewId)).rows.length > 0;
    },

    /**
     * Every review the player was ever served in free play: when it was last served, and whether it
     * is in the session `playId` (so a session's entries need not be read apart).
     */
    async freeplayServed(player: Player, playId: string): Promise<Map<string, { last: string; inPlay: boolean }>> {
      const [owner, ownerId] = ownerOf(player);
      const { rows } = await servedQuery[owner](db, ownerId, playId);
      return new Map(rows.map((r) => [r.review_id, { last: String(r.last), inPlay: Number(r.in_play) === 1 }]));
    },

    /** Reviews waiting for an answer in someone's free-play session (the automatic pick avoids them). */
    async pendingInFreeplay(): Promise<string[]> {
      const rows = await db
        .selectFrom('play_reviews')
        .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
        .select('play_reviews.review_id')
        .distinct()
        .where('plays.mode', '=', 'freeplay')
        .where('plays.status', '=', 'active')
        .where('play_reviews.outcome', '=', 'pending')
        .execute();
      return rows.map((r) => r.review_id);
    },

    /** How many players opened a day's live daily (a preview counts: their play already holds its reviews). */
    async countDayPlays(day: string): Promise<number> {
      const row = await db.selectFrom('plays').select((eb) => eb.fn.countAll<number>().as('n')).where('mode', '=', 'daily').where('day', '=', day).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** True when a play active since `since` holds the review unanswered (a day's or free-play entry still pending). */
    async isPending(reviewId: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('play_reviews')
        .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
        .select('play_reviews.review_id')
        .where('play_reviews.review_id', '=', reviewId)
        .where('play_reviews.outcome', '=', 'pending')
        .where('plays.status', '=', 'active')
        .where('plays.updated_at', '>=', since)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Withdraws an unanswered entry (a free-play review that entered a daily). */
    async deletePendingEntry(playId: string, reviewId: string): Promise<void> {
      await db.deleteFrom('play_reviews').where('play_id', '=', playId).where('review_id', '=', reviewId).where('outcome', '=', 'pending').execute();
    },
  };
}
