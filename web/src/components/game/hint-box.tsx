import { Lightbulb } from 'lucide-react';
import { SCORING } from '../../../../shared/constants';
import { useTranslation } from 'react-i18next';

/** The genre hint; the box keeps its size before and after the hint so nothing moves. */
export function HintBox({ genre, isResolved }: { genre: string | null; isResolved: boolean }) {
  const { t } = useTranslation('game');
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 ${genre ? 'border-amber-400/40 bg-amber-400/10' : 'border-dashed border-slate-700 bg-slate-900/60'}`}
      aria-live="polite"
      data-testid="hint-box"
    >
      <Lightbulb className={`mt-0.5 h-5 w-5 shrink-0 ${genre ? 'text-amber-300' : 'text-slate-500'}`} aria-hidden="true" />
      {genre ? (
        <p className="text-slate-100">
          <span className="font-semibold text-amber-200">{t('hint.label')}</span> {genre}
        </p>
      ) : isResolved ? (
        <p className="text-sm text-slate-400">{t('hint.notUsed')}</p>
      ) : (
        <p className="text-sm text-slate-400">{t('hint.offer', { cost: SCORING.hintCost })}</p>
      )}
    </div>
  );
}
