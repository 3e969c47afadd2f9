import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/constants';
import {
  ImagePathResponseSchema,
  MAX_UPLOAD_MB,
  DeactivateDemoResponseSchema,
  DeleteReviewResponseSchema,
  RenderReviewResponseSchema,
  ReviewResponseSchema,
  ReviewStatsSchema,
  ReviewsResponseSchema,
  type ReviewInput,
} from '../../../../../shared/schemas/admin';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_ROOT } from '../admin-keys';

/** docs/product.md §9: the review manager lists 50 reviews, the challenge picker 100. */
export const REVIEW_MANAGER_LIMIT = 50;
export const CHALLENGE_PICKER_LIMIT = 100;

/** The server's upload cap; checked here too so a huge file is not sent only to be refused. */
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';

/** One page of the admin review list and its filters (all optional but the page size). */
export interface ReviewListParams {
  limit: number;
  offset?: number;
  q?: string;
  genre?: string;
  language?: Language;
  active?: boolean;
}

export const reviewKeys = {
  all: [...ADMIN_QUERY_ROOT, 'reviews'] as const,
  list: (params: ReviewListParams) => [...ADMIN_QUERY_ROOT, 'reviews', 'list', params] as const,
  stats: [...ADMIN_QUERY_ROOT, 'reviews', 'stats'] as const,
};

/** The query string of a list call; the plain `?limit=50` (docs/product.md §9) when nothing else is set. */
export function reviewListQuery(params: ReviewListParams): string {
  const search = new URLSearchParams({ limit: String(params.limit) });
  if (params.offset) search.set('offset', String(params.offset));
  if (params.q?.trim()) search.set('q', params.q.trim());
  if (params.genre?.trim()) search.set('genre', params.genre.trim());
  if (params.language) search.set('language', params.language);
  if (params.active !== undefined) search.set('active', String(params.active));
  return search.toString();
}

/** Reviews matching the filters, newest first, with the number matching in all. */
export const fetchReviews = (params: ReviewListParams, signal?: AbortSignal) =>
  apiRequest(`/admin/reviews?${reviewListQuery(params)}`, { schema: ReviewsResponseSchema, signal });

export const fetchReviewStats = (signal?: AbortSignal) => apiRequest('/admin/reviews/stats', { schema: ReviewStatsSchema, signal });

/** The previous page stays on screen while the next one (or a new search) loads. */
export function useAdminReviews(params: ReviewListParams) {
  return useQuery({ queryKey: reviewKeys.list(params), queryFn: ({ signal }) => fetchReviews(params, signal), placeholderData: keepPreviousData });
}

export function useReviewStats() {
  return useQuery({ queryKey: reviewKeys.stats, queryFn: ({ signal }) => fetchReviewStats(signal) });
}

export const createReview = (body: ReviewInput) =>
  apiRequest('/admin/reviews', { method: 'POST', body, schema: ReviewResponseSchema }).then((r) => r.review);

export const updateReview = (id: string, body: ReviewInput) =>
  apiRequest(`/admin/reviews/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: ReviewResponseSchema }).then((r) => r.review);

export const setReviewActive = (id: string, isActive: boolean) =>
  apiRequest(`/admin/reviews/${encodeURIComponent(id)}`, { method: 'PUT', body: { isActive }, schema: ReviewResponseSchema }).then((r) => r.review);

/** The list and stats are reloaded after it; the answer only says whether the review was retired instead. */
export const deleteReview = (id: string) =>
  apiRequest(`/admin/reviews/${encodeURIComponent(id)}`, { method: 'DELETE', schema: DeleteReviewResponseSchema }).then((r) => ({ retired: r.retired }));

/** Deactivates every demo review (their answers are public); returns how many were active. */
export const deactivateDemoReviews = () =>
  apiRequest('/admin/reviews/deactivate-demo', { method: 'POST', schema: DeactivateDemoResponseSchema }).then((r) => r.reviewsUpdated);

/**
 * One screenshot per call. The text fields go before the file: a multipart parser reading the
 * stream sees only the fields that precede the file part. `slot` is the 0-based slot index.
 */
export function uploadReviewImage(file: File, language: Language, slot: number) {
  const form = new FormData();
  form.append('language', language);
  form.append('slot', String(slot));
  form.append('image', file);
  return apiRequest('/admin/reviews/upload-image', { method: 'POST', body: form, schema: ImagePathResponseSchema }).then((r) => r.imagePath);
}

/** A typed review to be rendered into a review-card screenshot. */
export interface WrittenReview {
  reviewer: string;
  hours: number;
  recommended: boolean;
  /** YYYY-MM-DD */
  posted: string;
  text: string;
}


export const renderReview = (review: WrittenReview, language: Language, gameName: string, aliases: string[]) =>
  apiRequest('/admin/reviews/render', {
    method: 'POST',
    body: { ...review, language, gameName: gameName.trim() || undefined, aliases },
    schema: RenderReviewResponseSchema,
  });
