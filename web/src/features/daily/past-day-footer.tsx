import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import type { DailyResponse } from '../../../../shared/schemas/game';
import { ArchiveRule } from '../../components/archive-rule';

/** Under a past day's result: the archive rule (when played from the archive) and the way back. */
export function PastDayFooter({ daily }: { daily: DailyResponse }) {
  const { t } = useTranslation('archive');
  return (
    <div className="space-y-3">
      {daily.archive && <ArchiveRule />}
      <Link to="/archive" className="btn btn-secondary">
        <CalendarDays className="h-4 w-4" aria-hidden="true" />
        {t('backToArchive')}
      </Link>
    </div>
  );
}
