import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HARD_MODE_MULTIPLIER } from '../../../../shared/constants';
import { useFormat } from '../../i18n/format';

/** In place of the jokers during a hard-mode daily: why there are none, and what it pays. */
export function HardModeNote() {
  const { t } = useTranslation('daily');
  const format = useFormat();
  return (
    <p className="flex items-start gap-2 rounded-xl border border-rose-400/40 bg-rose-500/10 p-4 text-sm text-rose-100" data-testid="hard-mode-note">
      <Flame className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t('hard.playing', { multiplier: format.number(HARD_MODE_MULTIPLIER) })}
    </p>
  );
}
