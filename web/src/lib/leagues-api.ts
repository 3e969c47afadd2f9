import { useQuery } from '@tanstack/react-query';
import type {
  CreatedLeagueSchema,
  InviteCodeResponseSchema,
  LeagueAllTimeBoardSchema,
  LeagueDailyBoardSchema,
  LeagueResponseSchema,
  LeagueSummarySchema,
  MyLeaguesSchema,
} from '../../../shared/schemas/leagues';
import { apiRequest, type ResponseOf } from './api';

export const leagueKeys = {
  all: ['leagues'] as const,
  mine: ['leagues', 'mine'] as const,
  one: (id: string) => ['leagues', id] as const,
  daily: (id: string, date: string) => ['leagues', id, 'daily', date] as const,
  allTime: (id: string) => ['leagues', id, 'alltime'] as const,
};

export const createLeague = (name: string) => apiRequest<ResponseOf<typeof CreatedLeagueSchema>>('/leagues', { method: 'POST', body: { name } }).then((r) => r.league);
export const joinLeague = (code: string) =>
  apiRequest<{ league: ResponseOf<typeof LeagueSummarySchema> }>('/leagues/join', { method: 'POST', body: { code } }).then((r) => r.league);
export const renameLeague = (id: string, name: string) => apiRequest(`/leagues/${id}`, { method: 'PUT', body: { name } });
export const renewInviteCode = (id: string) => apiRequest<ResponseOf<typeof InviteCodeResponseSchema>>(`/leagues/${id}/code`, { method: 'POST' }).then((r) => r.inviteCode);
export const deleteLeague = (id: string) => apiRequest(`/leagues/${id}`, { method: 'DELETE' });
export const removeMember = (id: string, userId: string) => apiRequest(`/leagues/${id}/members/${userId}`, { method: 'DELETE' });

export function useMyLeagues(enabled = true) {
  return useQuery({
    queryKey: leagueKeys.mine,
    queryFn: ({ signal }) => apiRequest<ResponseOf<typeof MyLeaguesSchema>>('/leagues', { signal }).then((r) => r.leagues),
    enabled,
  });
}

export function useLeague(id: string) {
  return useQuery({
    queryKey: leagueKeys.one(id),
    queryFn: ({ signal }) => apiRequest<ResponseOf<typeof LeagueResponseSchema>>(`/leagues/${id}`, { signal }).then((r) => r.league),
    retry: false,
  });
}

export function useLeagueDailyBoard(id: string, date: string) {
  return useQuery({
    queryKey: leagueKeys.daily(id, date),
    queryFn: ({ signal }) => apiRequest<ResponseOf<typeof LeagueDailyBoardSchema>>(`/leagues/${id}/leaderboard/daily?date=${date}`, { signal }),
  });
}

export function useLeagueAllTimeBoard(id: string) {
  return useQuery({
    queryKey: leagueKeys.allTime(id),
    queryFn: ({ signal }) => apiRequest<ResponseOf<typeof LeagueAllTimeBoardSchema>>(`/leagues/${id}/leaderboard/alltime`, { signal }).then((r) => r.leaderboard),
  });
}

/** The invite link of a code, on this site. */
export const inviteLink = (code: string) => `${window.location.origin}/leagues/join/${code}`;

/** An invite opened by a guest waits here until they sign up or log in (it survives a reload). */
const PENDING_INVITE_KEY = 'rq.pendingInvite';
export const pendingInvite = {
  read: (): string | null => localStorage.getItem(PENDING_INVITE_KEY),
  store: (code: string) => localStorage.setItem(PENDING_INVITE_KEY, code),
  clear: () => localStorage.removeItem(PENDING_INVITE_KEY),
};
