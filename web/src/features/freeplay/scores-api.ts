import type { SubmitScoreResponseSchema, GameState, SubmitScoreBody } from '../../../../shared/schemas/game';
import { apiRequest, type ResponseOf } from '../../lib/api';

/**
 * Records a finished daily or free-play session for a signed-in player. Never call it as a guest:
 * the 401 would sign the browser out (docs/product.md §4). The server stores its own figure for the play.
 */
export function submitScore(gameMode: SubmitScoreBody['gameMode'], state: GameState) {
  const body: SubmitScoreBody = {
    gameMode,
    score: state.score,
    reviewsCompleted: state.reviewsCompleted,
    reviewsSkipped: state.reviewsSkipped,
    hintsUsed: state.hintsUsed,
    maxStreak: state.maxStreak,
  };
  return apiRequest<ResponseOf<typeof SubmitScoreResponseSchema>>('/scores/submit', { method: 'POST', body }).then((r) => r.score);
}
