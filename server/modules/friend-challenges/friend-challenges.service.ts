import { utcDate } from '../../../shared/constants';
import type { ChallengeResult, ChallengeView } from '../../../shared/schemas/friend-challenges';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import type { Player } from '../play/player';
import { createFriendChallengesRepository } from './friend-challenges.repository';

/**
 * Challenge a friend (docs/product.md): a link to the day's daily made from one's finished daily.
 * The friend sees only who challenged them until they finish that day themselves; then both
 * results side by side (docs/rules.md: no answer reaches a player who has not played).
 */
export function createFriendChallengesService(deps: { db: Db }) {
  const repo = createFriendChallengesRepository(deps.db);

  async function resultOf(username: string, play: { id: string; score: number; reviews_correct: number; hard: number }): Promise<ChallengeResult> {
    const entries = await repo.entries(play.id);
    return {
      username,
      score: play.score,
      correct: play.reviews_correct,
      hard: play.hard === 1,
      reviews: entries.map((e) => ({ position: e.position, outcome: e.outcome as ChallengeResult['reviews'][number]['outcome'], points: e.points, gameName: e.game_name })),
    };
  }

  return {
    /** The player's link for today (the same one each time); they must have finished today's daily. */
    async link(userId: string): Promise<string> {
      const day = utcDate();
      const play = await repo.finishedPlay({ userId }, day);
      if (!play) throw badRequest('finishDailyFirst');
      await repo.insert({ code: newId(), user_id: userId, day, created_at: nowIso() });
      return (await repo.findByUserDay(userId, day))!.code;
    },

    async view(viewer: Player, code: string): Promise<ChallengeView> {
      const challenge = await repo.findByCode(code);
      const challenger = challenge && (await repo.username(challenge.user_id));
      if (!challenge || !challenger) throw notFound('challengeNotFound');
      const base = { day: challenge.day, isToday: challenge.day === utcDate(), challenger, own: viewer.userId === challenge.user_id };
      const mine = await repo.finishedPlay(viewer, challenge.day);
      const theirs = await repo.finishedPlay({ userId: challenge.user_id }, challenge.day);
      if (!mine || !theirs || base.own) return { ...base, results: null };
      const viewerName = viewer.userId ? ((await repo.username(viewer.userId)) ?? '') : '';
      return { ...base, results: { challenger: await resultOf(challenger, theirs), viewer: await resultOf(viewerName, mine) } };
    },
  };
}
