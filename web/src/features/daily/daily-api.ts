import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import type { DailyResponseSchema } from '../../../../shared/schemas/game';
import { apiRequest, type ResponseOf } from '../../lib/api';

interface DailyOptions {
  /** Today's daily when absent; a past day's (from the archive) otherwise. */
  date?: string;
  /** Hard mode on or off (the server switches it on only before the play's screenshots are served). */
  hard?: boolean;
  /** The start screen's look: the play's figures, no screenshot served. */
  preview?: boolean;
  signal?: AbortSignal;
}

/**
 * Starts or resumes today's daily, or a past day's; another language or hard mode switches it only
 * while nothing was played.
 */
export function fetchDaily(language: Language, { date, hard, preview, signal }: DailyOptions = {}) {
  const query = new URLSearchParams({ language });
  if (hard !== undefined) query.set('hard', hard ? '1' : '0');
  if (preview) query.set('preview', '1');
  return apiRequest<ResponseOf<typeof DailyResponseSchema>>(`/game/daily${date ? `/${date}` : ''}?${query}`, { signal });
}

export const dailyKeys = { today: (player: string, date = 'today') => ['daily', player, date] as const };

/**
 * The first load of the page. Keyed by the player so signing in or out reloads the right play.
 * Never cached: the page keeps the live copy itself once it has the first answer.
 */
export function useDailyLoad(player: string, language: Language, enabled: boolean, date?: string) {
  return useQuery({
    queryKey: dailyKeys.today(player, date),
    // A preview: the start screen serves no screenshot, so hard mode can still be chosen on it.
    queryFn: ({ signal }) => fetchDaily(language, { date, preview: true, signal }),
    enabled,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnMount: 'always',
    retry: false,
  });
}
