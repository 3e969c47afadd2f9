import type { Db } from '../../db/database';
import type { PlayRow } from '../../db/schema';
import { newId, nowIso } from '../../lib/ids';
import { createScoresRepository } from '../scores/scores.repository';

/** Records a finished play's score for a signed-in player (once: the play id is unique in scores). */
export async function recordPlayScore(trxDb: Db, play: PlayRow, score: number): Promise<void> {
  if (!play.user_id) return;
  const scores = createScoresRepository(trxDb);
  if (await scores.findByPlay(play.id)) return;
  await scores.record({
    id: newId(),
    user_id: play.user_id,
    play_id: play.id,
    game_mode: play.mode,
    score,
    reviews_completed: play.reviews_completed,
    reviews_skipped: play.reviews_skipped,
    hints_used: play.hints_used,
    max_streak: play.max_streak,
    hard: play.hard,
    day: play.day,
    created_at: nowIso(),
  });
}
