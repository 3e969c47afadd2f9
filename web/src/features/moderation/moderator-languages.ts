import { useQuery } from '@tanstack/react-query';
import type { ModeratorMeSchema } from '../../../../shared/schemas/submissions';
import { apiRequest, type ResponseOf } from '../../lib/api';

// The header asks on every page whether to show the Moderation link, so this file stays free of
// run-time schemas (zod is not in the first load; decision 0018).

export const moderationKeys = {
  me: ['moderation', 'me'] as const,
  queue: (language: string, state: string) => ['moderation', 'queue', language, state] as const,
  all: ['moderation', 'queue'] as const,
};

/** The languages the signed-in user moderates (all six for an admin; none for a player). */
export function useModeratorLanguages(enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.me,
    queryFn: ({ signal }) => apiRequest<ResponseOf<typeof ModeratorMeSchema>>('/moderation/me', { signal }).then((r) => r.languages),
    enabled,
    staleTime: 60_000,
  });
}
