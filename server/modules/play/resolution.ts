import { utcDate } from '../../../shared/constants';
import { scoreAction, type Action, type Scored } from '../../../shared/scoring';
import type { Outcome } from '../../../shared/schemas/game';
import type { PlayReviewRow, PlayRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { nowIso } from '../../lib/ids';
import { figuresOf, isDayPlay, rulesOf, stateOf } from './play-state';
import type { PlayRepos } from './play-unit';

// The end of a review, shared by the review actions (an answer, a skip) and free play (a review
// left pending counts as a skip): scored by shared/scoring.ts, then written.

/** An answer or a skip: the actions that end a review. */
export type Resolution = Extract<Action, { kind: 'correct' | 'wrong' }> | { kind: 'skip' };

const outcomeOf = (resolution: Resolution): Outcome => (resolution.kind === 'correct' ? 'correct' : resolution.kind === 'wrong' ? 'incorrect' : 'skipped');

/** True when a review is in today's or a stored coming daily (closed to free play). */
export async function inComingDaily(tx: PlayRepos, reviewId: string): Promise<boolean> {
  return (await tx.challenges.datesUsing(reviewId, utcDate())).length > 0;
}

/**
 * Writes a scored resolution: the entry (only while still pending), the play's figures and, for a
 * signed-in player only, the review's figures and the admin chart (nothing an anonymous client sends
 * steers the difficulty from data, the automatic pick or the analytics).
 */
async function saveResolution(tx: PlayRepos, play: PlayRow, entry: PlayReviewRow, outcome: Outcome, scored: Scored, answer: string | null) {
  const now = nowIso();
  if (!(await tx.plays.resolveEntry(play.id, entry.review_id, { outcome, points: scored.points, answer, resolved_at: now }))) {
    throw conflict('reviewJustAnswered');
  }
  const changes = { ...figuresOf(scored.state), updated_at: now };
  await tx.plays.saveFigures(play.id, changes, now);
  if (play.user_id) {
    await tx.reviews.countPlay(entry.review_id, { played: 1, correct: outcome === 'correct' ? 1 : 0, skips: outcome === 'skipped' ? 1 : 0 });
    await tx.countAnswer(now.slice(0, 10), outcome === 'correct');
  }
  return { ...play, ...changes };
}

/** Ends a pending entry with `resolution`, scored by the shared rules, and stores the play's new figures. */
export async function applyResolution(tx: PlayRepos, play: PlayRow, entry: PlayReviewRow, resolution: Resolution, answer: string | null) {
  const scored = scoreAction(stateOf(play), resolution, rulesOf(play));
  if (scored.refused) throw badRequest(scored.refused);
  const outcome = outcomeOf(resolution);
  const next = await saveResolution(tx, play, entry, outcome, scored, answer);
  return { play: next, entry: { ...entry, outcome, points: scored.points }, owedPaid: scored.earned - Math.max(0, scored.points) };
}

/** After a resolution: a day's play whose reviews are all resolved is finished and scored. */
export async function finishDayIfDone(tx: PlayRepos, play: PlayRow): Promise<boolean> {
  if (!isDayPlay(play)) return false;
  const entries = await tx.plays.playReviews(play.id);
  if (entries.some((e) => e.outcome === 'pending')) return false;
  if (await tx.plays.finishPlay(play.id, nowIso())) await tx.scores.recordPlay(play, play.score);
  return true;
}

/**
 * A free-play review left unanswered (a new session, or the session ended) counts as a skip, so
 * leaving never shows a new review for free; one withdrawn into a daily is dropped instead.
 */
export async function closePending(tx: PlayRepos, play: PlayRow): Promise<PlayRow> {
  const pending = (await tx.plays.playReviews(play.id)).find((e) => e.outcome === 'pending');
  if (!pending) return play;
  if (await inComingDaily(tx, pending.review_id)) {
    await tx.plays.deletePendingEntry(play.id, pending.review_id);
    return play;
  }
  return (await applyResolution(tx, play, pending, { kind: 'skip' }, null)).play;
}
