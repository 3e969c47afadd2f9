import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import type { DailyResponseSchema } from '../../../../shared/schemas/game';
import { apiRequest, type ResponseOf } from '../../lib/api';

/**
 * Starts or resumes today's daily, or a past day's (`date`, from the archive); another language
 * switches it only while nothing was played.
 */
export const fetchDaily = (language: Language, signal?: AbortSignal, date?: string) =>
  apiRequest<ResponseOf<typeof DailyResponseSchema>>(`/game/daily${date ? `/${date}` : ''}?language=${language}`, { signal });

export const dailyKeys = { today: (player: string, date = 'today') => ['daily', player, date] as const };

/**
 * The first load of the page. Keyed by the player so signing in or out reloads the right play.
 * Never cached: the page keeps the live copy itself once it has the first answer.
 */
export function useDailyLoad(player: string, language: Language, enabled: boolean, date?: string) {
  return useQuery({
    queryKey: dailyKeys.today(player, date),
    queryFn: ({ signal }) => fetchDaily(language, signal, date),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: false,
  });
}
