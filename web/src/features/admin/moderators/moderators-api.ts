import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/constants';
import { LogResponseSchema, ModeratorsResponseSchema } from '../../../../../shared/schemas/submissions';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_ROOT } from '../admin-keys';

export const moderatorKeys = { list: [...ADMIN_QUERY_ROOT, 'moderators'] as const, log: [...ADMIN_QUERY_ROOT, 'moderation-log'] as const };

export function useModerators() {
  return useQuery({ queryKey: moderatorKeys.list, queryFn: ({ signal }) => apiRequest('/admin/moderators', { schema: ModeratorsResponseSchema, signal }).then((r) => r.moderators) });
}

export function useModerationLog() {
  return useQuery({ queryKey: moderatorKeys.log, queryFn: ({ signal }) => apiRequest('/admin/moderation-log?limit=100', { schema: LogResponseSchema, signal }).then((r) => r.entries) });
}

export const setModerator = (username: string, languages: Language[]) =>
  apiRequest('/admin/moderators', { method: 'PUT', body: { username, languages }, schema: ModeratorsResponseSchema }).then((r) => r.moderators);
