import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import { QueueItemResponseSchema, QueueResponseSchema, type ModerationEdit, type RefusalReason, type SubmissionState } from '../../../../shared/schemas/submissions';
import { apiRequest } from '../../lib/api';
import { moderationKeys } from './moderator-languages';

export { moderationKeys, useModeratorLanguages } from './moderator-languages';

export function useQueue(language: Language | undefined, state: SubmissionState) {
  return useQuery({
    queryKey: moderationKeys.queue(language ?? '', state),
    queryFn: ({ signal }) => apiRequest(`/moderation/queue?language=${language}&state=${state}`, { schema: QueueResponseSchema, signal }).then((r) => r.submissions),
    enabled: language !== undefined,
  });
}

const one = (id: string, action: string, body: unknown, method: 'POST' | 'PUT' = 'POST') =>
  apiRequest(`/moderation/submissions/${encodeURIComponent(id)}${action}`, { method, body, schema: QueueItemResponseSchema }).then((r) => r.submission);

export const editSubmission = (id: string, edit: ModerationEdit) => one(id, '', edit, 'PUT');
export const redactScreenshot = (id: string, box: { slot: number; left: number; top: number; width: number; height: number }) => one(id, '/redact', box);
export const approveSubmission = (id: string, active: boolean) => one(id, '/approve', { active });
export const refuseSubmission = (id: string, reason: RefusalReason, note: string) => one(id, '/refuse', { reason, note });
