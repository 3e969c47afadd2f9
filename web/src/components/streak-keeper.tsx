import { Trans, useTranslation } from 'react-i18next';
import { Flame } from 'lucide-react';
import { Countdown } from './countdown';
import { useAuth } from '../lib/auth-context';

/**
 * "Play within 5:12:09 to keep your 12-day streak": for a signed-in player with a day streak who
 * has not finished today's daily yet. Days are UTC days, so the time left runs to midnight UTC.
 */
export function StreakKeeper() {
  const { t } = useTranslation('streak');
  const { user } = useAuth();
  if (!user || user.streak === 0 || user.dailyDoneToday) return null;
  return (
    <p className="flex items-center justify-center gap-2 rounded-xl bg-orange-500/10 px-4 py-3 text-center text-orange-100" data-testid="streak-keeper">
      <Flame className="h-5 w-5 shrink-0 text-orange-300" aria-hidden="true" />
      <span>
        <Trans t={t} i18nKey="keep" count={user.streak} components={{ time: <Countdown className="font-semibold text-orange-200" /> }} />
      </span>
    </p>
  );
}
