import { useQuery } from '@tanstack/react-query';
import type { MyStatsSchema } from '../../../../shared/schemas/my-stats';
import { apiRequest, type ResponseOf } from '../../lib/api';

export type MyStats = ResponseOf<typeof MyStatsSchema>;

/** The player's own stats (keyed by player: a sign-in moves a guest's plays to the account). */
export function useMyStats(player: string) {
  return useQuery({
    queryKey: ['my-stats', player],
    queryFn: ({ signal }) => apiRequest<MyStats>('/game/my-stats', { signal }),
  });
}
