import { randomInt } from 'node:crypto';
import { utcDate, type Language } from '../../../shared/constants';
import type { PlayReviewRow, PlayRow } from '../../db/schema';
import { badRequest, conflict, playerError } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import type { DailySchedule } from './daily-schedule';
import { stateOf } from './play-state';
import { playerLock, type PlayRepos, type PlayUnit } from './play-unit';
import { toPlayable, type NarrowVersions } from './playable-reviews';
import type { Player } from './player';
import { closePending } from './resolution';

export type FreeplayService = ReturnType<typeof createFreeplayService>;

/**
 * Ends any active free-play session (charging a pending review as a skip, saving a signed-in
 * player's progress) and starts a fresh one, which carries the points still owed: a skip's cost
 * stays on the account (docs/rules.md).
 */
async function startFreeplayIn(tx: PlayRepos, player: Player, language: Language): Promise<PlayRow> {
  const active = await tx.plays.findActiveFreeplay(player);
  let owed = (await tx.plays.latestFreeplay(player))?.owed ?? 0;
  if (active) {
    const closed = await closePending(tx, active);
    owed = closed.owed;
    if ((await tx.plays.finishPlay(active.id, nowIso())) && closed.reviews_completed > 0) await tx.scores.recordPlay(closed, closed.score);
  }
  const now = nowIso();
  const play: PlayRow = {
    id: newId(), user_id: player.userId ?? null, guest_id: player.guestId ?? null, mode: 'freeplay', language, day: utcDate(),
    daily_key: null, score: 0, streak: 0, max_streak: 0, reviews_completed: 0, reviews_skipped: 0, hints_used: 0, owed, reviews_correct: 0,
    hard: 0, served: 1, status: 'active', created_at: now, updated_at: now,
  };
  await tx.plays.insertPlay(play);
  return play;
}

/** Free play: practice sessions of random reviews, never today's nor a stored coming daily's (decision 15). */
export function createFreeplayService(deps: { uow: PlayUnit; schedule: DailySchedule; narrowVersions: NarrowVersions }) {
  const { uow, schedule } = deps;
  const playable = (repos: PlayRepos, entry: PlayReviewRow, play: PlayRow) =>
    toPlayable(repos.reviews, deps.narrowVersions, entry, play.language).then((review) => ({ ...review, state: stateOf(play) }));

  return {
    /**
     * Active review counts per language: all of them (what a daily can be made of) and those free
     * play can serve (today's and the stored coming dailies' reviews stay out of it).
     */
    async languages(): Promise<{ all: Record<string, number>; freeplay: Record<string, number> }> {
      const dailyIds = await schedule.closedToFreeplay();
      const [all, freeplay] = await Promise.all([uow.read.reviews.activeCountsByLanguage(), uow.read.reviews.activeCountsByLanguage(dailyIds)]);
      return { all, freeplay };
    },

    /** The caller's active free-play session with a review on screen (left by a reload), to resume it. Reads only. */
    async activeFreeplay(player: Player) {
      const { plays } = uow.read;
      const play = await plays.findActiveFreeplay(player);
      const pending = play && (await plays.playReviews(play.id)).some((e) => e.outcome === 'pending');
      return { session: play && pending ? { language: play.language as Language, state: stateOf(play) } : null };
    },

    /** Ends any active free-play session (saving a signed-in player's progress) and starts a fresh one. */
    startFreeplay: (player: Player, language: Language) =>
      uow.run(async (tx) => ({ state: stateOf(await startFreeplayIn(tx, player, language)) }), [playerLock(player)]),

    /**
     * Serves a random active review not yet played (or the one still pending in this session). The
     * player's own history decides what is left: `exclude` ids count only where the player was
     * served them, so no client steers which review comes next.
     */
    async random(player: Player, language: Language, exclude: string[]) {
      // Settled before taking the player's lock, like the daily itself.
      const dailyIds = await schedule.closedToFreeplay();
      // The review still pending in the session is served again as it is: that writes nothing, so
      // it is read in one statement without the player's lock.
      const active = await uow.read.plays.findWithEntries(player, 'active freeplay', 'pending');
      const stillPending = active?.entries[0];
      if (active && stillPending && !dailyIds.includes(stillPending.review_id)) return playable(uow.read, stillPending, active.play);
      return uow.run(async (tx) => {
        const { plays } = tx;
        const found = await plays.findWithEntries(player, 'active freeplay', 'pending');
        let play = found?.play ?? (await startFreeplayIn(tx, player, language));
        const pending = found?.entries[0];
        if (pending && dailyIds.includes(pending.review_id)) {
          // It entered a daily since it was served: closed without its answer, another one comes.
          await plays.deletePendingEntry(play.id, pending.review_id);
        } else if (pending) return playable(tx, pending, play);
        if (play.language !== language) {
          await plays.updatePlay(play.id, { language, updated_at: nowIso() });
          play = { ...play, language };
        }

        const candidates = await tx.reviews.activeIdsIn(language);
        if (candidates.length === 0) throw playerError('NO_ACTIVE_REVIEWS', 'noActiveReviews');
        // The whole free-play history in one read: this session's reviews are marked in it.
        const served = await plays.freeplayServed(player, play.id);
        const excluded = new Set(exclude.filter((id) => served.has(id)));
        let inSession = 0;
        for (const [id, { inPlay }] of served) {
          if (!inPlay) continue;
          excluded.add(id);
          inSession += 1;
        }
        // Today's daily and every stored coming one stay out of free play, for everyone: free play
        // must never teach a daily's answers (nor hold a second open entry for the same review).
        for (const id of dailyIds) excluded.add(id);
        if (player.userId) {
          const since = (await tx.users.findById(player.userId))?.history_reset_at ?? null;
          for (const [id, { last }] of served) if (!since || last > since) excluded.add(id);
        }
        const remaining = candidates.filter((id) => !excluded.has(id));
        if (remaining.length === 0) throw playerError('ALL_COMPLETED', 'allCompleted', {}, { allCompleted: true });
        const entry: PlayReviewRow = {
          play_id: play.id, review_id: remaining[randomInt(remaining.length)]!, position: inSession + 1, revealed: 1, hint_used: 0,
          outcome: 'pending', answer: null, points: 0, created_at: nowIso(), resolved_at: null,
        };
        await plays.insertEntry(entry);
        return playable(tx, entry, play);
      }, [playerLock(player)]);
    },

    /**
     * Ends the active free-play session of a signed-in player (a review left pending counts as a
     * skip) and records its score as practice (a claim may only lower it).
     */
    endFreeplay: (userId: string, claimedScore: number) =>
      uow.run(async (tx) => {
        const active = await tx.plays.findActiveFreeplay({ userId });
        const play = active && (await closePending(tx, active));
        if (!play || play.reviews_completed + play.reviews_skipped === 0) throw badRequest('nothingToSave');
        if (!(await tx.plays.finishPlay(play.id, nowIso()))) throw conflict('sessionAlreadySaved');
        await tx.scores.recordPlay(play, Math.min(play.score, claimedScore));
        return play.id;
      }, [playerLock({ userId })]),
  };
}
