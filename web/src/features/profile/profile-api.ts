import { useQuery } from '@tanstack/react-query';
import { PROFILE_RECENT_GAMES } from '../../../../shared/constants';
import type { RankInfoSchema, UserScoresSchema } from '../../../../shared/schemas/game';
import { apiRequest, type ResponseOf } from '../../lib/api';

export const profileKeys = {
  scores: (userId: string) => ['profile', userId, 'scores'] as const,
  rank: (userId: string) => ['profile', userId, 'rank'] as const,
};

export const fetchRecentScores = (userId: string, signal?: AbortSignal) =>
  apiRequest<ResponseOf<typeof UserScoresSchema>>(`/scores/user/${encodeURIComponent(userId)}?limit=${PROFILE_RECENT_GAMES}`, { signal }).then((r) => r.scores);

export const fetchRank = (userId: string, signal?: AbortSignal) =>
  apiRequest<ResponseOf<typeof RankInfoSchema>>(`/scores/rank/${encodeURIComponent(userId)}`, { signal });

/** Only ever called for the signed-in player's own id (other ids answer 404). */
export function useRecentScores(userId: string, enabled: boolean) {
  return useQuery({ queryKey: profileKeys.scores(userId), queryFn: ({ signal }) => fetchRecentScores(userId, signal), enabled, staleTime: 0 });
}

export function useRank(userId: string, enabled: boolean) {
  return useQuery({ queryKey: profileKeys.rank(userId), queryFn: ({ signal }) => fetchRank(userId, signal), enabled, staleTime: 0 });
}
