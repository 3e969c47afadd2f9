import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { REPEAT_WARNING_DAYS, RepeatsResponseSchema } from '../../../../../shared/schemas/planning';
import { useFormat } from '../../../i18n/format';
import { apiRequest } from '../../../lib/api';
import { challengeKeys } from './challenges-api';

/**
 * Warns, without refusing, when a review being scheduled is already on a stored day close to this
 * one: its players would meet it again so soon. The server applies the calendar's repeat rule.
 */
export function RepeatWarning({ date, reviewIds }: { date: string; reviewIds: string[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const ids = reviewIds.join(',');
  const repeats = useQuery({
    queryKey: [...challengeKeys.all, 'repeats', date, ids],
    queryFn: ({ signal }) => apiRequest(`/admin/daily-challenges/repeats?date=${encodeURIComponent(date)}&reviewIds=${encodeURIComponent(ids)}`, { schema: RepeatsResponseSchema, signal }),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) && reviewIds.length > 0,
  });
  const found = repeats.data?.repeats ?? [];
  if (found.length === 0) return null;
  return (
    <div role="status" className="flex gap-2 rounded-lg border border-amber-400/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-100" data-testid="repeat-warning">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
      <ul className="space-y-1">
        {found.map((r) => (
          <li key={r.reviewId}>{t('challengeForm.repeatWarning', { game: r.gameName, dates: r.dates.map((d) => format.day(d)).join(', '), days: REPEAT_WARNING_DAYS })}</li>
        ))}
      </ul>
    </div>
  );
}
