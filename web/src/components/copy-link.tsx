import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Copy } from 'lucide-react';

/** A link in a read-only box (selectable by hand) and a button that copies it. */
export function CopyLink({ id, label, link }: { id: string; label: string; link: string }) {
  const { t } = useTranslation('leagues');
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  }
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="flex gap-2">
        <input id={id} className="input min-w-0 flex-1 font-mono text-sm" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-secondary shrink-0 px-3" onClick={() => void copy()}>
          {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
          {copied ? t('copied') : t('copy')}
        </button>
      </div>
    </div>
  );
}
