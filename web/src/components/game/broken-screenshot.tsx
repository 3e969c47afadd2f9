import { ImageOff, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Transcript } from './transcript';

interface BrokenScreenshotProps {
  alt: string;
  /** The screenshot's transcript, when it has one: the review stays readable while the image is down. */
  transcript: string | null;
  /** How many times the player asked for the image again and it still failed. */
  retries: number;
  onRetry(): void;
}

/**
 * A screenshot that failed to load: the grey 'Image not found' box (docs/product.md §2) with a Retry
 * that loads the same image again, free (it is a screenshot already paid for), and says so when it
 * still fails. The transcript, if any, is offered below so the review can still be played.
 */
export function BrokenScreenshot({ alt, transcript, retries, onRetry }: BrokenScreenshotProps) {
  const { t } = useTranslation('game');
  return (
    <div>
      <div className="flex min-h-56 flex-col items-center justify-center gap-2 rounded-xl bg-slate-700 p-4 text-center text-slate-300" data-testid="image-not-found">
        <div role="img" aria-label={t('card.imageNotFoundLabel', { alt })} className="flex flex-col items-center gap-2">
          <ImageOff className="h-8 w-8" aria-hidden="true" />
          <span className="font-medium">{t('card.imageNotFound')}</span>
        </div>
        <p className="text-sm text-slate-200" aria-live="polite" data-testid="image-retry-note">
          {retries > 0 ? t('card.stillNotFound') : t('card.retryFree')}
        </p>
        <button type="button" className="btn btn-secondary text-sm" onClick={onRetry}>
          <RotateCw className="h-4 w-4" aria-hidden="true" />
          {t('card.retryImage')}
        </button>
      </div>
      {transcript && <Transcript text={transcript} />}
    </div>
  );
}
