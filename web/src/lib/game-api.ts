import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  GameNamesResponseSchema,
  HintResponseSchema,
  LanguageAvailabilitySchema,
  RevealResponseSchema,
  SkipResponseSchema,
  VerifyResponseSchema,
} from '../../../shared/schemas/game';
import { apiRequest, type ResponseOf } from './api';

/** Calls shared by the daily challenge and free play (the per-review actions and lookups). */

export const gameKeys = {
  names: ['game', 'names'] as const,
  languages: ['game', 'languages'] as const,
};

/** The autocomplete catalogue: names, aliases by name and localised titles by language. */
export const fetchGameCatalogue = (signal?: AbortSignal) => apiRequest<ResponseOf<typeof GameNamesResponseSchema>>('/game/names', { signal });

export const fetchLanguages = (signal?: AbortSignal) =>
  apiRequest<ResponseOf<typeof LanguageAvailabilitySchema>>('/game/languages', { signal }).then((r) => r.languages);

// `day`: the past daily (archive) the review belongs to; omitted for today's daily and free play.
const withDay = (day?: string) => (day ? { day } : {});

export const revealScreenshot = (reviewId: string, day?: string) =>
  apiRequest<ResponseOf<typeof RevealResponseSchema>>('/game/reveal', { method: 'POST', body: { reviewId, ...withDay(day) } });

export const fetchHint = (reviewId: string, day?: string) =>
  apiRequest<ResponseOf<typeof HintResponseSchema>>(`/game/hint/${encodeURIComponent(reviewId)}${day ? `?day=${day}` : ''}`);

export const verifyAnswer = (reviewId: string, answer: string, day?: string) =>
  apiRequest<ResponseOf<typeof VerifyResponseSchema>>('/game/verify', { method: 'POST', body: { reviewId, answer, ...withDay(day) } });

export const skipReview = (reviewId: string, day?: string) =>
  apiRequest<ResponseOf<typeof SkipResponseSchema>>('/game/skip', { method: 'POST', body: { reviewId, ...withDay(day) } });

/** The autocomplete catalogue: fetched once per page load and never refetched. */
const namesQuery = queryOptions({
  queryKey: gameKeys.names,
  queryFn: ({ signal }) => fetchGameCatalogue(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

const namesOnly = (catalogue: ResponseOf<typeof GameNamesResponseSchema>) => catalogue.gameNames;

/** The known game names (the submission form's title check). */
export const useGameNames = () => useQuery({ ...namesQuery, select: namesOnly });

/** The whole autocomplete catalogue, for the answer field. */
export const useGameCatalogue = () => useQuery(namesQuery);

/**
 * Loads the autocomplete catalogue ahead, without re-rendering the caller when it arrives; from when
 * `ready` (once the caller's screen has what it waits for, so the 40 KB never competes with that).
 */
export function usePreloadGameNames(ready = true) {
  const client = useQueryClient();
  useEffect(() => {
    if (ready) void client.prefetchQuery(namesQuery);
  }, [client, ready]);
}

/** How many active reviews each language has, and which are playable. */
const languagesQuery = queryOptions({ queryKey: gameKeys.languages, queryFn: ({ signal }) => fetchLanguages(signal), staleTime: 60_000 });

export const useLanguages = () => useQuery(languagesQuery);
