import { useId } from 'react';
import { Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HARD_MODE_MULTIPLIER } from '../../../../shared/constants';
import { useFormat } from '../../i18n/format';

interface HardModeSwitchProps {
  on: boolean;
  /** False once the day's screenshots were shown with hard mode off: it can no longer be switched on. */
  available: boolean;
  disabled: boolean;
  onChange(on: boolean): void;
}

/** The start screen's hard-mode switch, with the multiplier said before the player starts. */
export function HardModeSwitch({ on, available, disabled, onChange }: HardModeSwitchProps) {
  const { t } = useTranslation('daily');
  const format = useFormat();
  const descriptionId = useId();
  const multiplier = format.number(HARD_MODE_MULTIPLIER);
  return (
    <div className={`rounded-xl border p-3 ${on ? 'border-rose-400/60 bg-rose-500/10' : 'border-slate-700 bg-slate-800/40'}`}>
      <label className={`flex items-center justify-between gap-3 ${available ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
        <span className="flex items-center gap-2 font-semibold text-slate-100">
          <Flame className={`h-5 w-5 ${on ? 'text-rose-300' : 'text-slate-400'}`} aria-hidden="true" />
          {t('hard.label')}
        </span>
        <input
          type="checkbox"
          role="switch"
          className="h-5 w-9 shrink-0 cursor-[inherit] accent-rose-400"
          checked={on}
          disabled={disabled || !available}
          aria-describedby={descriptionId}
          onChange={(e) => onChange(e.target.checked)}
          data-testid="hard-mode-switch"
        />
      </label>
      <p id={descriptionId} className="mt-1 text-sm text-slate-300">
        {available ? t('hard.description', { multiplier }) : t('hard.locked')}
      </p>
    </div>
  );
}

/** Said during play and on the result: this day is played in hard mode. */
export function HardModeBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation('daily');
  const format = useFormat();
  return (
    <span className={`inline-flex items-center gap-1 rounded-full bg-rose-500/20 px-2.5 py-0.5 text-sm font-semibold text-rose-100 ${className}`} data-testid="hard-mode-badge">
      <Flame className="h-4 w-4" aria-hidden="true" />
      {t('hard.badge', { multiplier: format.number(HARD_MODE_MULTIPLIER) })}
    </span>
  );
}
