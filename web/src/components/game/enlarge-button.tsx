import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Wraps a screenshot so a tap (or Enter) opens it at full size in the lightbox. */
export function EnlargeButton({ onOpen, children }: { onOpen(): void; children: ReactNode }) {
  const { t } = useTranslation('lightbox');
  return (
    <button type="button" onClick={onOpen} className="block w-full cursor-zoom-in rounded-xl" title={t('open')} data-testid="enlarge-screenshot">
      {children}
    </button>
  );
}
