import type { Language } from '../../../../shared/constants';
import type { OkSchema } from '../../../../shared/schemas/common';
import type { FreeplayActiveResponseSchema, FreeplayStartResponseSchema, RandomResponseSchema } from '../../../../shared/schemas/game';
import { apiRequest, type ResponseOf } from '../../lib/api';

/**
 * The exclude list travels in the query string, which servers cap at a few kB; the newest ids
 * matter most (a signed-in player's full history is also kept by the server).
 */
export const MAX_EXCLUDED_IDS = 300;

/** The session a reload left mid-review, kept by the server (null when there is none). */
export const fetchActiveFreeplay = () => apiRequest<ResponseOf<typeof FreeplayActiveResponseSchema>>('/game/freeplay/active').then((r) => r.session);

/** Starts a fresh free-play session (Start Playing, Play Again). */
export const startFreeplay = (language: Language) =>
  apiRequest<ResponseOf<typeof FreeplayStartResponseSchema>>('/game/freeplay/start', { method: 'POST', body: { language } }).then((r) => r.state);

/** A random active review not yet played; the pending one again if there is one. */
export function fetchRandomReview(language: Language, playedIds: readonly string[]) {
  const exclude = playedIds.slice(-MAX_EXCLUDED_IDS).join(',');
  const query = new URLSearchParams({ language });
  if (exclude) query.set('exclude', exclude);
  return apiRequest<ResponseOf<typeof RandomResponseSchema>>(`/game/random?${query.toString()}`);
}

/** Clears the server's own free-play history of a signed-in player. */
export const resetFreeplayHistory = () => apiRequest<ResponseOf<typeof OkSchema>>('/game/freeplay/reset-history', { method: 'POST', body: {} });
