import { useQuery } from '@tanstack/react-query';
import { ChallengeResponseSchema, NextFreeDateResponseSchema, type DailyChallenge } from '../../../../../shared/schemas/admin';
import { ApiError, apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_ROOT } from '../admin-keys';

export type ChallengeSlot = 'current' | 'next';

export const challengeKeys = {
  all: [...ADMIN_QUERY_ROOT, 'challenges'] as const,
  slot: (slot: ChallengeSlot) => [...ADMIN_QUERY_ROOT, 'challenges', slot] as const,
  nextFreeDate: [...ADMIN_QUERY_ROOT, 'challenges', 'next-free-date'] as const,
};

/** The first day from tomorrow on without a scheduled challenge: the Create form's default date. */
export function useNextFreeDate(enabled: boolean) {
  return useQuery({
    queryKey: challengeKeys.nextFreeDate,
    queryFn: ({ signal }) => apiRequest('/admin/daily-challenges/next-free-date', { schema: NextFreeDateResponseSchema, signal }).then((r) => r.date),
    enabled,
    // Always asked afresh when the form opens: another admin may have scheduled a day meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Today's (`current`) or the next scheduled challenge; null when there is none (the server's 404). */
export async function fetchChallenge(slot: ChallengeSlot, signal?: AbortSignal): Promise<DailyChallenge | null> {
  try {
    return (await apiRequest(`/admin/daily-challenges/${slot}`, { schema: ChallengeResponseSchema, signal })).challenge;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useChallenge(slot: ChallengeSlot) {
  return useQuery({ queryKey: challengeKeys.slot(slot), queryFn: ({ signal }) => fetchChallenge(slot, signal) });
}

export const createChallenge = (date: string, reviewIds: string[]) =>
  apiRequest('/admin/daily-challenges', { method: 'POST', body: { date, reviewIds } });

export const updateChallenge = (id: string, reviewIds: string[]) =>
  apiRequest(`/admin/daily-challenges/${encodeURIComponent(id)}`, { method: 'PUT', body: { reviewIds } });

export const deleteChallenge = (id: string) =>
  apiRequest(`/admin/daily-challenges/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined);
