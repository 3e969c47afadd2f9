import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { CircleCheck, CircleOff, Files, Gamepad2, ListChecks, Plus, RotateCcw, Target } from 'lucide-react';
import type { AdminReview } from '../../../../../shared/schemas/admin';
import { Spinner } from '../../../components/spinner';
import { StatTile } from '../../../components/stat-tile';
import { errorMessage } from '../../../lib/api';
import { ReviewFormModal, type ReviewModalTarget } from './review-form-modal';
import { ReviewListItem } from './review-list-item';
import { deleteReview, REVIEW_MANAGER_LIMIT, setReviewActive, useAdminReviews, useReviewStats } from './reviews-api';
import { ClearFilters, hasFilters, NO_FILTERS, Pager, ReviewFilters, type ReviewFilterState } from './review-filters';
import { ADMIN_QUERY_ROOT } from '../admin-keys';
import { useDebouncedValue } from '../components/use-debounced-value';

const DELETE_PROMPT = 'Are you sure you want to delete this review?';
const icon = (Icon: typeof Files) => <Icon className="h-3.5 w-3.5" aria-hidden="true" />;

export function ReviewsTab() {
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<ReviewFilterState>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(filters.q.trim());
  const reviews = useAdminReviews({
    limit: REVIEW_MANAGER_LIMIT,
    offset,
    q: q || undefined,
    language: filters.language || undefined,
    active: filters.status === '' ? undefined : filters.status === 'active',
  });
  const stats = useReviewStats();
  const [target, setTarget] = useState<ReviewModalTarget | null>(null);
  const page = reviews.data;


  useEffect(() => {
    if (reviews.isError || stats.isError) toast.error('Failed to load reviews', { id: 'admin-reviews-error' });
  }, [reviews.isError, stats.isError]);

  // The list, the stats and the challenges that show a review all change together.
  const reload = () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });

  const toggle = useMutation({
    mutationFn: (review: AdminReview) => setReviewActive(review._id, !review.isActive),
    onSuccess: (updated) => {
      toast.success(updated.isActive ? 'Review activated!' : 'Review deactivated!');
      void reload();
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to update review status')),
  });

  const remove = useMutation({
    mutationFn: (review: AdminReview) => deleteReview(review._id),
    onSuccess: () => {
      toast.success('Review deleted successfully!');
      // The last review of a later page is gone: show the page before it.
      if (page && page.reviews.length === 1 && offset > 0) setOffset(Math.max(0, offset - REVIEW_MANAGER_LIMIT));
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to delete review')),
    onSettled: () => reload(),
  });

  const busyId = toggle.isPending ? toggle.variables._id : remove.isPending ? remove.variables._id : null;
  const figure = (value: number | undefined) => (value === undefined ? '–' : value.toLocaleString('en-US'));

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5" aria-label="Review statistics" aria-busy={stats.isPending}>
        <StatTile label="Total Reviews" value={figure(stats.data?.totalReviews)} icon={icon(Files)} testId="stat-total-reviews" />
        <StatTile label="Active" value={figure(stats.data?.activeReviews)} icon={icon(CircleCheck)} testId="stat-active" />
        <StatTile label="Inactive" value={figure(stats.data?.inactiveReviews)} icon={icon(CircleOff)} testId="stat-inactive" />
        <StatTile label="Times Played" value={figure(stats.data?.totalPlayed)} icon={icon(Gamepad2)} testId="stat-times-played" />
        <StatTile
          label="Correct Guesses"
          value={figure(stats.data?.totalCorrect)}
          icon={icon(Target)}
          testId="stat-correct"
          className="col-span-2 sm:col-span-1"
        />
      </dl>

      <section className="card p-4 sm:p-6" aria-labelledby="all-reviews-title">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-reviews-title" className="flex scroll-mt-24 items-center gap-2 text-xl font-bold">
            <ListChecks className="h-5 w-5 text-indigo-300" aria-hidden="true" />
            All Reviews
            {page && (
              <span className="text-base font-normal text-slate-400" data-testid="review-total">
                ({page.total})
              </span>
            )}
          </h2>
          <button type="button" className="btn btn-primary" onClick={() => setTarget({ mode: 'add' })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add New Review
          </button>
        </div>

        <ReviewFilters
          value={filters}
          onChange={(next) => {
            // A new search starts on the first page.
            setFilters(next);
            setOffset(0);
          }}
        />

        {reviews.isPending ? (
          <Spinner label="Loading reviews..." />
        ) : reviews.isError ? (
          <div className="py-10 text-center text-slate-400">
            <p className="mb-4">Failed to load reviews</p>
            <button type="button" className="btn btn-secondary" onClick={() => void reviews.refetch()}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              Try again
            </button>
          </div>
        ) : reviews.data.total === 0 && !hasFilters(filters) ? (
          <p className="py-12 text-center text-slate-400">No reviews yet. Add your first review!</p>
        ) : reviews.data.reviews.length === 0 ? (
          <div className="flex flex-col py-12 text-center text-slate-400">
            <p>No review matches these filters.</p>
            <ClearFilters
              onClear={() => {
                setFilters(NO_FILTERS);
                setOffset(0);
              }}
            />
          </div>
        ) : (
          <>
            <ul className="space-y-3" aria-labelledby="all-reviews-title" aria-busy={reviews.isPlaceholderData} data-testid="review-list">
              {reviews.data.reviews.map((review) => (
                <ReviewListItem
                  key={review._id}
                  review={review}
                  busy={busyId === review._id}
                  onToggle={() => toggle.mutate(review)}
                  onEdit={() => setTarget({ mode: 'edit', review })}
                  onDelete={() => {
                    if (window.confirm(DELETE_PROMPT)) remove.mutate(review);
                  }}
                />
              ))}
            </ul>
            <Pager
              offset={offset}
              shown={reviews.data.reviews.length}
              total={reviews.data.total}
              pageSize={REVIEW_MANAGER_LIMIT}
              onOffset={(next) => {
                setOffset(next);
                document.getElementById('all-reviews-title')?.scrollIntoView({ block: 'start' });
              }}
            />
          </>
        )}
      </section>

      <ReviewFormModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
