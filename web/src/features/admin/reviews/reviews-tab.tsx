import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleOff, Files, Gamepad2, ListChecks, Plus, RotateCcw, Target, TriangleAlert } from 'lucide-react';
import type { AdminReview } from '../../../../../shared/schemas/admin';
import { Spinner } from '../../../components/spinner';
import { StatTile } from '../../../components/stat-tile';
import { useFormat } from '../../../i18n/format';
import { staffErrorMessage } from '../../../lib/api';
import { ReviewFormModal, type ReviewModalTarget } from './review-form-modal';
import { ReviewListItem } from './review-list-item';
import { deactivateDemoReviews, deleteReview, REVIEW_MANAGER_LIMIT, setReviewActive, useAdminReviews, useReviewStats } from './reviews-api';
import { ClearFilters, hasFilters, NO_FILTERS, ReviewFilters, type ReviewFilterState } from './review-filters';
import { ADMIN_QUERY_ROOT } from '../admin-keys';
import { Pager } from '../components/pager';
import { useDebouncedValue } from '../components/use-debounced-value';

const icon = (Icon: typeof Files) => <Icon className="h-3.5 w-3.5" aria-hidden="true" />;

export function ReviewsTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
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
    if (reviews.isError || stats.isError) toast.error(t('reviews.loadFailed'), { id: 'admin-reviews-error' });
  }, [reviews.isError, stats.isError, t]);

  // The list, the stats and the challenges that show a review all change together.
  const reload = () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });

  const toggle = useMutation({
    mutationFn: (review: AdminReview) => setReviewActive(review._id, !review.isActive),
    onSuccess: (updated) => {
      toast.success(updated.isActive ? t('reviews.activated') : t('reviews.deactivated'));
      void reload();
    },
    onError: (error) => toast.error(staffErrorMessage(error, t('reviews.statusFailed'))),
  });

  const remove = useMutation({
    mutationFn: (review: AdminReview) => deleteReview(review._id),
    onSuccess: ({ retired }) => {
      toast.success(retired ? t('reviews.retired') : t('reviews.deleted'));
      // The last review of a later page is gone: show the page before it.
      if (page && page.reviews.length === 1 && offset > 0) setOffset(Math.max(0, offset - REVIEW_MANAGER_LIMIT));
    },
    onError: (error) => toast.error(staffErrorMessage(error, t('reviews.deleteFailed'))),
    onSettled: () => reload(),
  });

  const deactivateDemo = useMutation({
    mutationFn: deactivateDemoReviews,
    onSuccess: (count) => toast.success(t('reviews.demo.done', { count })),
    onError: (error) => toast.error(staffErrorMessage(error, t('reviews.demo.failed'))),
    onSettled: () => reload(),
  });
  const activeDemo = stats.data?.activeDemoReviews ?? 0;

  const busyId = toggle.isPending ? toggle.variables._id : remove.isPending ? remove.variables._id : null;
  const figure = (value: number | undefined) => (value === undefined ? '–' : format.number(value));

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5" aria-label={t('reviews.statsLabel')} aria-busy={stats.isPending}>
        <StatTile label={t('reviews.stats.total')} value={figure(stats.data?.totalReviews)} icon={icon(Files)} testId="stat-total-reviews" />
        <StatTile label={t('reviews.stats.active')} value={figure(stats.data?.activeReviews)} icon={icon(CircleCheck)} testId="stat-active" />
        <StatTile label={t('reviews.stats.inactive')} value={figure(stats.data?.inactiveReviews)} icon={icon(CircleOff)} testId="stat-inactive" />
        <StatTile label={t('reviews.stats.played')} value={figure(stats.data?.totalPlayed)} icon={icon(Gamepad2)} testId="stat-times-played" />
        <StatTile
          label={t('reviews.stats.correct')}
          value={figure(stats.data?.totalCorrect)}
          icon={icon(Target)}
          testId="stat-correct"
          className="col-span-2 sm:col-span-1"
        />
      </dl>

      {activeDemo > 0 && (
        <section className="card flex flex-wrap items-center gap-3 border-amber-400/40 p-4" data-testid="demo-notice">
          <TriangleAlert className="h-5 w-5 shrink-0 text-amber-300" aria-hidden="true" />
          <p className="min-w-0 flex-1 text-amber-100">{t('reviews.demo.notice', { count: activeDemo })}</p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={deactivateDemo.isPending}
            onClick={() => {
              if (window.confirm(t('reviews.demo.confirm'))) deactivateDemo.mutate();
            }}
          >
            {t('reviews.demo.action')}
          </button>
        </section>
      )}

      <section className="card p-4 sm:p-6" aria-labelledby="all-reviews-title">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-reviews-title" className="flex scroll-mt-24 items-center gap-2 text-xl font-bold">
            <ListChecks className="h-5 w-5 text-indigo-300" aria-hidden="true" />
            {t('reviews.title')}
            {page && (
              <span className="text-base font-normal text-slate-400" data-testid="review-total">
                ({page.total})
              </span>
            )}
          </h2>
          <button type="button" className="btn btn-primary" onClick={() => setTarget({ mode: 'add' })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('reviews.add')}
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
          <Spinner label={t('reviews.loading')} />
        ) : reviews.isError ? (
          <div className="py-10 text-center text-slate-400">
            <p className="mb-4">{t('reviews.loadFailed')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void reviews.refetch()}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('actions.tryAgain')}
            </button>
          </div>
        ) : reviews.data.total === 0 && !hasFilters(filters) ? (
          <p className="py-12 text-center text-slate-400">{t('reviews.empty')}</p>
        ) : reviews.data.reviews.length === 0 ? (
          <div className="flex flex-col py-12 text-center text-slate-400">
            <p>{t('reviews.noMatch')}</p>
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
                    if (window.confirm(`${t('reviews.deletePrompt')}\n\n${t('reviews.retireNote')}`)) remove.mutate(review);
                  }}
                />
              ))}
            </ul>
            {(reviews.data.total > REVIEW_MANAGER_LIMIT || offset > 0) && (
              <Pager
                total={reviews.data.total}
                page={Math.floor(offset / REVIEW_MANAGER_LIMIT)}
                size={REVIEW_MANAGER_LIMIT}
                onPage={(next) => {
                  setOffset(next * REVIEW_MANAGER_LIMIT);
                  document.getElementById('all-reviews-title')?.scrollIntoView({ block: 'start' });
                }}
              />
            )}
          </>
        )}
      </section>

      <ReviewFormModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
