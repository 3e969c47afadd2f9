import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The archive's rule, written wherever an archive day is listed or played. */
export function ArchiveRule({ className = '' }: { className?: string }) {
  const { t } = useTranslation('archive');
  return (
    <p className={`flex items-start gap-2 rounded-lg bg-sky-500/10 px-3 py-2 text-left text-sm text-sky-100 ${className}`} data-testid="archive-rule">
      <Archive className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      {t('rule')}
    </p>
  );
}
