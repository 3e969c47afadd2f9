import { useTranslation } from 'react-i18next';

/**
 * An uploaded screenshot's transcript, offered as readable text under it: on a phone the photo of
 * a review is too small to read, and it has no phone version (docs/product.md, the review card).
 * The transcript is sent only with a screenshot the player was shown.
 */
export function Transcript({ text }: { text: string }) {
  const { t } = useTranslation('lightbox');
  return (
    <details className="mt-2 rounded-xl border border-slate-700 bg-slate-800/60" data-testid="screenshot-transcript">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-indigo-200">{t('readAsText')}</summary>
      <p className="px-3 pb-3 text-base leading-relaxed break-words whitespace-pre-line text-slate-100">{text}</p>
    </details>
  );
}
