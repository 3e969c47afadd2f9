import { useTranslation } from 'react-i18next';
import type { SubmissionState } from '../../../shared/schemas/submissions';

const TONES: Record<SubmissionState, string> = {
  pending: 'bg-amber-500/15 text-amber-200 ring-amber-500/30',
  approved: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  refused: 'bg-rose-500/15 text-rose-300 ring-rose-500/30',
};

export function StateBadge({ state }: { state: SubmissionState }) {
  const { t } = useTranslation('submit');
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[state]}`}>{t(`states.${state}`)}</span>;
}
