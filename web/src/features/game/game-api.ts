import { useQuery } from '@tanstack/react-query';
import {
  GameNamesResponseSchema,
  HintResponseSchema,
  LanguageAvailabilitySchema,
  RevealResponseSchema,
  SkipResponseSchema,
  VerifyResponseSchema,
} from '../../../../shared/schemas/game';
import { apiRequest } from '../../lib/api';

/** Calls shared by the daily challenge and free play (the per-review actions and lookups). */

export const gameKeys = {
  names: ['game', 'names'] as const,
  languages: ['game', 'languages'] as const,
};

export const fetchGameNames = (signal?: AbortSignal) =>
  apiRequest('/game/names', { schema: GameNamesResponseSchema, signal }).then((r) => r.gameNames);

export const fetchLanguages = (signal?: AbortSignal) =>
  apiRequest('/game/languages', { schema: LanguageAvailabilitySchema, signal }).then((r) => r.languages);

export const revealScreenshot = (reviewId: string) =>
  apiRequest('/game/reveal', { method: 'POST', body: { reviewId }, schema: RevealResponseSchema });

export const fetchHint = (reviewId: string) =>
  apiRequest(`/game/hint/${encodeURIComponent(reviewId)}`, { schema: HintResponseSchema });

export const verifyAnswer = (reviewId: string, answer: string) =>
  apiRequest('/game/verify', { method: 'POST', body: { reviewId, answer }, schema: VerifyResponseSchema });

export const skipReview = (reviewId: string) =>
  apiRequest('/game/skip', { method: 'POST', body: { reviewId }, schema: SkipResponseSchema });

/** The autocomplete catalogue: fetched once per page load and never refetched. */
export function useGameNames() {
  return useQuery({
    queryKey: gameKeys.names,
    queryFn: ({ signal }) => fetchGameNames(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** How many active reviews each language has, and which are playable. */
export function useLanguages() {
  return useQuery({ queryKey: gameKeys.languages, queryFn: ({ signal }) => fetchLanguages(signal), staleTime: 60_000 });
}
