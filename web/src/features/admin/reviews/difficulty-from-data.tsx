import { useTranslation } from 'react-i18next';
import { MIN_PLAYS_FOR_SUGGESTION } from '../../../../../shared/difficulty';
import type { DifficultyFromData } from '../../../../../shared/schemas/planning';
import { Badge } from '../components/badges';

const TONE = { easy: 'sky', medium: 'amber', hard: 'rose' } as const;

function useFigures(data: DifficultyFromData) {
  const { t, i18n } = useTranslation('planning');
  const screens = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(data.avgScreenshots);
  return t('suggestion.figures', { success: data.successRate, screens, skips: data.skipRate, plays: data.plays });
}

/** The list's badge beside the admin's setting: the difficulty the play data suggests (figures on hover). */
export function SuggestedDifficultyBadge({ data }: { data: DifficultyFromData | undefined }) {
  const { t } = useTranslation('planning');
  const figures = useFigures(data ?? { plays: 0, successRate: 0, skipRate: 0, avgScreenshots: 0, suggested: null });
  if (!data?.suggested) return null;
  return (
    <span title={figures} data-testid="suggested-difficulty">
      <Badge tone={TONE[data.suggested]}>{t('suggestion.badge', { difficulty: t(`difficulty.${data.suggested}`) })}</Badge>
      <span className="sr-only">{figures}</span>
    </span>
  );
}

/** The form's line under the difficulty setting. */
export function DifficultyFromDataNote({ data }: { data: DifficultyFromData | undefined }) {
  const { t } = useTranslation('planning');
  const figures = useFigures(data ?? { plays: 0, successRate: 0, skipRate: 0, avgScreenshots: 0, suggested: null });
  if (!data) return null;
  return (
    <p className="mt-1 text-xs text-slate-400" data-testid="difficulty-from-data">
      {data.suggested ? t('suggestion.form', { difficulty: t(`difficulty.${data.suggested}`), figures }) : t('suggestion.notEnough', { plays: data.plays, min: MIN_PLAYS_FOR_SUGGESTION })}
    </p>
  );
}
