import { useQuery } from '@tanstack/react-query';
import type { ChallengeLinkSchema, ChallengeViewSchema } from '../../../shared/schemas/friend-challenges';
import { apiRequest, type ResponseOf } from './api';

export const makeChallengeLink = () => apiRequest<ResponseOf<typeof ChallengeLinkSchema>>('/game/challenge', { method: 'POST' }).then((r) => r.code);

export function useChallenge(code: string) {
  return useQuery({
    queryKey: ['challenge', code],
    queryFn: ({ signal }) => apiRequest<ResponseOf<typeof ChallengeViewSchema>>(`/game/challenge/${code}`, { signal }),
    retry: false,
    // The view changes once the viewer finishes the day (then both results show): never reuse an earlier one.
    staleTime: 0,
    gcTime: 0,
  });
}

export const challengeLink = (code: string) => `${window.location.origin}/challenge/${code}`;

/** The challenge a friend opened before playing: the finished daily screen links back to it. */
const OPEN_CHALLENGE_KEY = 'rq.openChallenge';
export const openChallenge = {
  read: (): string | null => sessionStorage.getItem(OPEN_CHALLENGE_KEY),
  store: (code: string) => sessionStorage.setItem(OPEN_CHALLENGE_KEY, code),
};
