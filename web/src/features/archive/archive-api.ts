import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ArchiveResponseSchema } from '../../../../shared/schemas/archive';
import { apiRequest, type ResponseOf } from '../../lib/api';

export const fetchArchive = (page: number, signal?: AbortSignal) =>
  apiRequest<ResponseOf<typeof ArchiveResponseSchema>>(`/game/archive?page=${page}`, { signal });

/** One page of past dailies with the player's marks (keyed by player: marks move with a sign-in). */
export function useArchive(player: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['archive', player, page],
    queryFn: ({ signal }) => fetchArchive(page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
