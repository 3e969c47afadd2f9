import { useQuery } from '@tanstack/react-query';
import { MySubmissionsResponseSchema, SubmissionResponseSchema, UploadedScreenshotSchema, type SubmissionInput } from '../../../../shared/schemas/submissions';
import { apiRequest } from '../../lib/api';

export const submitKeys = { mine: ['submissions', 'mine'] as const };

/** The player's submissions, newest first, with how much of the daily limit is used. */
export function useMySubmissions(enabled: boolean) {
  return useQuery({
    queryKey: submitKeys.mine,
    queryFn: ({ signal }) => apiRequest('/submissions/mine', { schema: MySubmissionsResponseSchema, signal }),
    enabled,
  });
}

export function uploadScreenshot(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiRequest('/submissions/images', { method: 'POST', body: form, schema: UploadedScreenshotSchema });
}

export const sendSubmission = (body: SubmissionInput) =>
  apiRequest('/submissions', { method: 'POST', body, schema: SubmissionResponseSchema }).then((r) => r.submission);
