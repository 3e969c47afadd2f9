import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../../../../shared/schemas/submissions';

/** The puzzle as a player meets it: the first screenshot, then one more per "show next". */
export function PlayerPreview({ images }: { images: QueueItem['images'] }) {
  const { t } = useTranslation('moderation');
  const [shown, setShown] = useState(1);
  const visible = images.slice(0, shown);
  return (
    <div className="space-y-2 rounded-xl border border-slate-800 bg-slate-950/60 p-3" aria-label={t('preview.label')} role="group">
      <p className="text-sm font-semibold text-slate-300">{t('preview.heading', { shown: visible.length, total: images.length })}</p>
      {visible.map((img, i) => (
        <img key={img.imagePath} src={img.imagePath} alt={img.transcript ?? t('preview.screenshotN', { n: i + 1 })} className="max-w-full rounded-lg border border-slate-800" />
      ))}
      {shown < images.length && (
        <button type="button" className="btn btn-secondary" onClick={() => setShown((n) => n + 1)}>
          {t('preview.next')}
        </button>
      )}
    </div>
  );
}
