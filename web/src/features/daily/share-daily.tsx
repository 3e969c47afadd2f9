import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Check, Share2 } from 'lucide-react';
import type { DailyResponse } from '../../../../shared/schemas/game';
import { formatShareText, shareResultOf } from '../../../../shared/share-text';

/** Phones share through the system sheet; elsewhere the text goes to the clipboard. */
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

export function dailyShareText(daily: DailyResponse, origin: string): string {
  return formatShareText({
    number: daily.number,
    score: daily.state.score,
    results: daily.reviews.map(shareResultOf),
    tags: [...(daily.hard ? (['hard'] as const) : []), ...(daily.archive ? (['archive'] as const) : [])],
    url: `${origin}/daily/${daily.date}`,
  });
}

/**
 * The Share button of a finished daily: the Web Share API on phones, the clipboard elsewhere, and a
 * visible, selected text box when neither works (the player copies it by hand).
 */
export function ShareDaily({ daily }: { daily: DailyResponse }) {
  const { t } = useTranslation('share');
  const text = useMemo(() => dailyShareText(daily, window.location.origin), [daily]);
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const boxRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (manual) boxRef.current?.select();
  }, [manual]);

  async function share() {
    if (isPhone() && typeof navigator.share === 'function') {
      try {
        await navigator.share({ text });
        return;
      } catch (err) {
        // The player closed the sheet: nothing to do. Any other failure falls back to the clipboard.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(t('copied'));
    } catch {
      setManual(true);
    }
  }

  return (
    <div className="space-y-3" data-testid="share">
      <button type="button" className="btn btn-primary w-full py-3 text-lg sm:w-auto" onClick={() => void share()}>
        {copied ? <Check className="h-5 w-5" aria-hidden="true" /> : <Share2 className="h-5 w-5" aria-hidden="true" />}
        {copied ? t('copiedButton') : t('button')}
      </button>
      {manual && (
        <label className="block text-left text-sm text-slate-300">
          {t('manual')}
          <textarea ref={boxRef} readOnly value={text} rows={3} className="input mt-1 w-full resize-none font-mono text-sm" data-testid="share-text" />
        </label>
      )}
      <p className="text-xs text-slate-400">{t('spoilerFree')}</p>
    </div>
  );
}
