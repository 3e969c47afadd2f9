import { Info, TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../shared/constants';
import { useLanguages } from '../../lib/game-api';
import { availabilityNotice, FALLBACK_PLAYABLE } from './language-availability';

interface LanguagePickerProps {
  value: Language;
  onChange(language: Language): void;
  /** Free play: show how many games the chosen language has when few (docs/product.md §9). */
  showAvailability?: boolean;
  disabled?: boolean;
}

/**
 * Native radio buttons (arrow keys move between languages) styled as tiles. Languages with too
 * few reviews are disabled and labelled SOON; the counts come from the server.
 */
export function LanguagePicker({ value, onChange, showAvailability = false, disabled = false }: LanguagePickerProps) {
  const languages = useLanguages();
  const { t } = useTranslation('game');
  const info = new Map(languages.data?.map((l) => [l.code, l]));
  const isPlayable = (code: Language) =>
    languages.data ? (info.get(code)?.playable ?? false) : languages.isError ? FALLBACK_PLAYABLE.includes(code) : code === value;
  const selected = info.get(value);
  // Free play counts only what it can serve: today's and the coming dailies' reviews stay out of it.
  const countOf = (l: { count: number; freeplayCount: number }) => (showAvailability ? l.freeplayCount : l.count);
  const notice = showAvailability && selected ? availabilityNotice(t, value, countOf(selected)) : null;

  return (
    <fieldset disabled={disabled}>
      <legend className="label mb-2">{t('picker.legend')}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {LANGUAGES.map((code) => {
          const playable = isPlayable(code);
          const entry = info.get(code);
          const count = entry && countOf(entry);
          return (
            <label
              key={code}
              className={`relative flex cursor-pointer flex-col items-center rounded-xl border px-2 py-2.5 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-400 has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-500/20 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 ${playable ? 'border-slate-700 bg-slate-900 hover:border-slate-500' : 'border-slate-800 bg-slate-900/50'}`}
            >
              <input
                type="radio"
                name="review-language"
                value={code}
                className="sr-only"
                checked={value === code}
                disabled={!playable}
                onChange={() => onChange(code)}
              />
              <span className="text-lg font-extrabold tracking-wide text-white">{code.toUpperCase()}</span>
              <span className="text-xs text-slate-300">{LANGUAGE_NAMES[code]}</span>
              {languages.data && !playable ? (
                <span className="mt-1 rounded-full bg-slate-700 px-2 text-[0.65rem] font-bold tracking-wider text-slate-200">{t('picker.soon')}</span>
              ) : (
                <span className="mt-1 text-xs text-slate-400">
                  {count === undefined ? '\u00a0' : t('picker.reviews', { count })}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {notice && (
        <p
          className={`mt-3 flex items-center gap-2 rounded-lg px-3 py-2 text-sm ${notice.tone === 'warning' ? 'bg-rose-500/10 text-rose-200' : 'bg-sky-500/10 text-sky-200'}`}
          role="note"
          data-testid="availability-notice"
        >
          {notice.tone === 'warning' ? (
            <TriangleExclamationPoint className="h-4 w-4 shrink-0" aria-hidden="true" />
          ) : (
            <Info className="h-4 w-4 shrink-0" aria-hidden="true" />
          )}
          {notice.text}
        </p>
      )}
    </fieldset>
  );
}
