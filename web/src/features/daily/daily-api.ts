import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import { DailyResponseSchema } from '../../../../shared/schemas/game';
import { apiRequest } from '../../lib/api';

/** Starts or resumes today's daily; another language switches it only while nothing was played. */
export const fetchDaily = (language: Language, signal?: AbortSignal) =>
  apiRequest(`/game/daily?language=${language}`, { schema: DailyResponseSchema, signal });

export const dailyKeys = { today: (player: string) => ['daily', player] as const };

/**
 * The first load of the page. Keyed by the player so signing in or out reloads the right play.
 * Never cached: the page keeps the live copy itself once it has the first answer.
 */
export function useDailyLoad(player: string, language: Language, enabled: boolean) {
  return useQuery({
    queryKey: dailyKeys.today(player),
    queryFn: ({ signal }) => fetchDaily(language, signal),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: false,
  });
}
