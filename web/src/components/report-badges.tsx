import { useTranslation } from 'react-i18next';
import { Flag } from 'lucide-react';
import { TITLE_VISIBLE_FLAG_AT, type ReportCounts } from '../../../shared/schemas/reports';

/** The admin review list: how many players reported the review (nothing when none did). */
export function ReviewReportsBadge({ counts }: { counts?: ReportCounts }) {
  const { t } = useTranslation('reports');
  if (!counts || counts.total === 0) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-md bg-rose-500/20 px-2 py-0.5 text-xs font-semibold text-rose-100" data-testid="review-reports">
      <Flag className="h-3.5 w-3.5" aria-hidden="true" />
      {t('badge', { count: counts.total })}
      {counts.titleVisible > 0 && ` · ${t('queue.titleVisible', { count: counts.titleVisible })}`}
    </span>
  );
}

/** The admin calendar: a review several players saw with its title visible, before it is a daily. */
export function TitleVisibleFlag({ count }: { count?: number }) {
  const { t } = useTranslation('reports');
  if (!count || count < TITLE_VISIBLE_FLAG_AT) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded bg-rose-500/25 px-1.5 text-xs font-semibold text-rose-100" data-testid="title-visible-flag">
      <Flag className="h-3 w-3" aria-hidden="true" />
      {t('queue.titleVisible', { count })}
    </span>
  );
}
