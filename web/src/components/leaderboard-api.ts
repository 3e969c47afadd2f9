import { useQuery } from '@tanstack/react-query';
import type { AllTimeLeaderboardSchema, DailyLeaderboardSchema } from '../../../shared/schemas/game';
import { apiRequest, type ResponseOf } from '../lib/api';

// Leaderboards are shown by home, daily and (after a submit) refreshed by the game screens,
// so their fetchers live with the shared leaderboard component rather than in one feature.

export const leaderboardKeys = {
  all: ['leaderboard'] as const,
  daily: (limit: number) => ['leaderboard', 'daily', limit] as const,
  allTime: (limit: number) => ['leaderboard', 'alltime', limit] as const,
};

export const fetchDailyLeaderboard = (limit: number, signal?: AbortSignal) =>
  apiRequest<ResponseOf<typeof DailyLeaderboardSchema>>(`/scores/leaderboard/daily?limit=${limit}`, { signal }).then((r) => r.leaderboard);

export const fetchAllTimeLeaderboard = (limit: number, signal?: AbortSignal) =>
  apiRequest<ResponseOf<typeof AllTimeLeaderboardSchema>>(`/scores/leaderboard/alltime?limit=${limit}`, { signal }).then((r) => r.leaderboard);

export function useDailyLeaderboard(limit: number) {
  return useQuery({ queryKey: leaderboardKeys.daily(limit), queryFn: ({ signal }) => fetchDailyLeaderboard(limit, signal) });
}

export function useAllTimeLeaderboard(limit: number) {
  return useQuery({ queryKey: leaderboardKeys.allTime(limit), queryFn: ({ signal }) => fetchAllTimeLeaderboard(limit, signal) });
}
