import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { invalidProps } from '../../../components/field-error';
import { addAliases } from './review-form';

interface AliasInputProps {
  /** The input's id and its invalid state (components/field-error.tsx). */
  field: ReturnType<typeof invalidProps>;
  aliases: string[];
  draft: string;
  onChange(aliases: string[], draft: string): void;
}

/**
 * Alternative names the answer also accepts, as chips. A comma or Enter turns the typed text into
 * chips; a pasted comma-separated list becomes several. Text still in the box is saved too.
 */
export function AliasInput({ field, aliases, draft, onChange }: AliasInputProps) {
  const { t } = useTranslation('admin');
  function commit() {
    if (draft.trim()) onChange(addAliases(aliases, draft), '');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'Enter' || event.key === ',') && draft.trim()) {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && draft === '' && aliases.length > 0) {
      onChange(aliases.slice(0, -1), '');
    }
  }

  return (
    <div>
      <div
        className={`flex min-h-[2.625rem] flex-wrap items-center gap-1.5 rounded-lg border bg-slate-950 px-2 py-1.5 focus-within:border-indigo-400 focus-within:ring-2 focus-within:ring-indigo-400/40 ${field['aria-invalid'] ? 'border-rose-500' : 'border-slate-700'}`}
      >
        <ul className="contents" aria-label={t('aliases.added')}>
          {aliases.map((alias) => (
            <li key={alias} className="flex items-center gap-1 rounded-md bg-slate-700 py-0.5 pl-2 pr-1 text-sm text-slate-100">
              {alias}
              <button
                type="button"
                className="rounded p-0.5 text-slate-300 hover:bg-slate-600 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400"
                aria-label={t('aliases.remove', { alias })}
                onClick={() => onChange(
                  aliases.filter((a) => a !== alias),
                  draft,
                )}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <input
          {...field}
          className="min-w-32 flex-1 bg-transparent px-1 py-0.5 text-slate-100 placeholder-slate-400 focus:outline-none"
          placeholder={aliases.length ? t('aliases.another') : t('aliases.placeholder')}
          autoComplete="off"
          value={draft}
          onKeyDown={onKeyDown}
          onBlur={commit}
          onChange={(e) => {
            const value = e.target.value;
            // A pasted list (or a typed comma) becomes chips at once; the part after the last comma stays.
            if (value.includes(',')) {
              const cut = value.lastIndexOf(',');
              onChange(addAliases(aliases, value.slice(0, cut)), value.slice(cut + 1).trimStart());
            } else {
              onChange(aliases, value);
            }
          }}
        />
      </div>
    </div>
  );
}
