import { DAILY_REVIEW_COUNT, SCORING, utcDate } from '../../../shared/constants';
import { isCorrectAnswer, type TitleIndex } from '../../../shared/answer-matching';
import { scoreAction } from '../../../shared/scoring';
import type { ReviewRow } from '../../db/schema';
import { badRequest, notFound, playerError } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { figuresOf, isDayPlay, rulesOf, stateOf } from './play-state';
import { playerLock, type PlayRepos, type PlayUnit } from './play-unit';
import { imagesIn, narrowOfShown, type NarrowVersions } from './playable-reviews';
import type { Player } from './player';
import { applyResolution, finishDayIfDone, inComingDaily, type Resolution } from './resolution';

export type ReviewActionsService = ReturnType<typeof createReviewActionsService>;

function parseAliases(review: ReviewRow): string[] {
  try {
    const parsed: unknown = JSON.parse(review.aliases);
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

/** Finds the entry for a review in the player's current plays, preferring a pending one. */
async function findEntry(tx: PlayRepos, player: Player, reviewId: string, day?: string) {
  const today = utcDate();
  // A past day's review is looked up in that day's archive play only (it may be in free play too).
  const entries = day && day < today ? await tx.plays.archiveEntriesFor(player, reviewId, day) : await tx.plays.entriesFor(player, reviewId, today);
  const entry = entries.find((e) => e.outcome === 'pending') ?? entries[0];
  if (!entry) throw notFound('notServed');
  const play = await tx.plays.findById(entry.play_id);
  // A day's play opened only as a preview has served no screenshot: nothing on it can be acted on yet.
  if (!play || play.served === 0) throw notFound('notServed');
  // A free-play review that entered today's or a coming daily (an admin scheduled it) is closed
  // without its answer: free play must never teach a daily's answers.
  if (play.mode === 'freeplay' && entry.outcome === 'pending' && (await inComingDaily(tx, reviewId))) throw playerError('REVIEW_WITHDRAWN', 'reviewWithdrawn');
  const review = await tx.reviews.findById(reviewId);
  if (!review) throw notFound('reviewNotFound');
  return { entry, play, review };
}

/**
 * What a player does on a served review, in a day's play or free play: answer (verify), skip, take
 * the genre hint or reveal the next screenshot. Each is scored by shared/scoring.ts under the
 * player's lock; a replayed answer returns the recorded result and counts nothing twice.
 * `titles`: the autocomplete catalogue indexed for answer matching (see content/catalogue.ts).
 */
export function createReviewActionsService(deps: { uow: PlayUnit; titles: () => Promise<TitleIndex>; narrowVersions: NarrowVersions }) {
  const { uow } = deps;

  /** The submitter's name shown once a puzzle is resolved (only set when they agreed to it). */
  async function creditOf(review: ReviewRow): Promise<string | null> {
    if (!review.credit_user_id) return null;
    return (await uow.read.users.findById(review.credit_user_id))?.username ?? null;
  }

  async function resolve(player: Player, reviewId: string, day: string | undefined, action: { kind: 'verify'; answer: string } | { kind: 'skip' }) {
    // Read before the transaction: on SQLite the catalogue query would wait for it forever.
    const titles = action.kind === 'verify' ? await deps.titles() : undefined;
    return uow.run(async (tx) => {
      const { entry, play, review } = await findEntry(tx, player, reviewId, day);
      if (entry.outcome !== 'pending') return { entry, play, review, finished: play.status === 'finished', owedPaid: 0 };
      let resolution: Resolution = { kind: 'skip' };
      if (action.kind === 'skip') {
        const refused = scoreAction(stateOf(play), resolution, rulesOf(play)).refused;
        if (refused) throw badRequest(refused);
        if (isDayPlay(play) && entry.position === DAILY_REVIEW_COUNT) throw badRequest('noMoreReviews');
      } else {
        const correct = titles !== undefined && isCorrectAnswer(action.answer, review.game_name, parseAliases(review), titles);
        // Practice scores a review once per account: a repeat earns nothing (docs/rules.md).
        const repeat = correct && play.mode === 'freeplay' && (await tx.plays.resolvedInPractice(player, reviewId));
        resolution = correct ? { kind: 'correct', repeat } : { kind: 'wrong' };
      }
      const r = await applyResolution(tx, play, entry, resolution, action.kind === 'verify' ? action.answer : null);
      const finished = await finishDayIfDone(tx, r.play);
      return { entry: r.entry, play: r.play, review, finished, owedPaid: r.owedPaid };
    }, [playerLock(player)]);
  }

  return {
    async verify(player: Player, reviewId: string, answer: string, day?: string) {
      const r = await resolve(player, reviewId, day, { kind: 'verify', answer });
      return {
        isCorrect: r.entry.outcome === 'correct', correctAnswer: r.review.game_name, points: Math.max(0, r.entry.points), owedPaid: r.owedPaid,
        gameImage: r.review.game_image, submittedBy: await creditOf(r.review), state: stateOf(r.play), finished: r.finished,
      };
    },

    async skip(player: Player, reviewId: string, day?: string) {
      const r = await resolve(player, reviewId, day, { kind: 'skip' });
      return { correctAnswer: r.review.game_name, gameImage: r.review.game_image, submittedBy: await creditOf(r.review), state: stateOf(r.play), finished: r.finished };
    },

    /** The genre hint: costs 20 once per review and needs a score of at least 20. */
    hint: (player: Player, reviewId: string, day?: string) =>
      uow.run(async (tx) => {
        const { entry, play, review } = await findEntry(tx, player, reviewId, day);
        if (entry.hint_used === 1 || entry.outcome !== 'pending') return { genre: review.genre, state: stateOf(play) };
        const scored = scoreAction(stateOf(play), { kind: 'hint' }, rulesOf(play));
        if (scored.refused) throw badRequest(scored.refused, { cost: SCORING.hintCost });
        await tx.plays.updateEntry(play.id, reviewId, { hint_used: 1 });
        await tx.plays.saveFigures(play.id, figuresOf(scored.state), nowIso());
        if (play.user_id) await tx.reviews.countPlay(review.id, { hints: 1 });
        return { genre: review.genre, state: scored.state };
      }, [playerLock(player)]),

    /** Reveals the next screenshot of a pending review for 25 points (owed when the score cannot cover it). */
    reveal: (player: Player, reviewId: string, day?: string) =>
      uow.run(async (tx) => {
        const { entry, play } = await findEntry(tx, player, reviewId, day);
        if (entry.outcome !== 'pending') throw badRequest('reviewFinished');
        const scored = scoreAction(stateOf(play), { kind: 'reveal' }, rulesOf(play));
        if (scored.refused) throw badRequest(scored.refused);
        const { images } = await imagesIn(tx.reviews, reviewId, play.language);
        if (entry.revealed >= images.length) throw badRequest('noMoreScreenshots');
        const revealed = entry.revealed + 1;
        await tx.plays.updateEntry(play.id, reviewId, { revealed });
        await tx.plays.saveFigures(play.id, figuresOf(scored.state), nowIso());
        const shown = images.slice(0, revealed);
        return {
          reviewImages: shown.map((i) => i.imagePath),
          reviewImageAlts: shown.map((i) => i.altText),
          reviewImagesNarrow: await narrowOfShown(deps.narrowVersions, shown.map((i) => i.imagePath)),
          maxReviews: images.length,
          state: scored.state,
        };
      }, [playerLock(player)]),
  };
}
