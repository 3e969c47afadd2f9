import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Difficulty } from '../../../../../shared/constants';

const base = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold';

export function Badge({ tone, children, testId }: { tone: 'green' | 'slate' | 'amber' | 'rose' | 'sky' | 'indigo'; children: ReactNode; testId?: string }) {
  const tones = {
    green: 'bg-emerald-500/15 text-emerald-300 ring-1 ring-emerald-500/30',
    slate: 'bg-slate-700/60 text-slate-300 ring-1 ring-slate-600',
    amber: 'bg-amber-500/15 text-amber-200 ring-1 ring-amber-500/30',
    rose: 'bg-rose-500/15 text-rose-300 ring-1 ring-rose-500/30',
    sky: 'bg-sky-500/15 text-sky-200 ring-1 ring-sky-500/30',
    indigo: 'bg-indigo-500/20 text-indigo-200 ring-1 ring-indigo-400/30',
  };
  return (
    <span className={`${base} ${tones[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin');
  return <Badge tone={isActive ? 'green' : 'slate'}>{isActive ? t('status.active') : t('status.inactive')}</Badge>;
}

const DIFFICULTY_TONE = { easy: 'sky', medium: 'amber', hard: 'rose' } as const;

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation('admin');
  return <Badge tone={DIFFICULTY_TONE[difficulty]}>{t(`difficulty.${difficulty}`)}</Badge>;
}
