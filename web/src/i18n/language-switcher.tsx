import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../shared/constants';
import { chooseLanguage } from './index';

/** The header's interface-language picker: each language named in itself. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center">
      <span className="sr-only">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage ?? 'en'}
        onChange={(e) => void chooseLanguage(e.target.value as Language)}
        className="rounded-lg border border-slate-700 bg-slate-900 px-1 py-1.5 text-sm min-[400px]:px-1.5 text-slate-200 hover:border-slate-500"
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
