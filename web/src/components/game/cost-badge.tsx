import { useTranslation } from 'react-i18next';
import { costOf, type PaidAction } from '../../../../shared/scoring';

/**
 * The visible "-25" on a paid action, read off the shared scoring (`costOf`, shared/scoring.ts): for
 * a cost that can be owed (reveal, skip), the badge says before the click what the score cannot
 * cover: owed and taken from the next points.
 */
export function CostBadge({ action, score, owed: owedBefore = 0 }: { action: PaidAction; score: number; owed?: number }) {
  const { t } = useTranslation('game');
  const { cost, owed } = costOf({ score, owed: owedBefore }, action);
  return (
    <>
      <span className="rounded bg-rose-500/20 px-1.5 py-0.5 text-xs font-bold tabular-nums text-rose-200" aria-hidden="true" data-testid="cost-badge">
        -{cost}
        {owed > 0 && <span className="ml-1 font-semibold text-amber-200">{owed === cost ? t('cost.owed') : t('cost.partlyOwed', { owed })}</span>}
      </span>
      <span className="sr-only">{owed > 0 ? t('cost.costsOwed', { cost, owed }) : t('cost.costs', { cost })}</span>
    </>
  );
}
