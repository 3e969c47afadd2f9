import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Language } from '../../../../../shared/constants';
import { ADMIN_LANGUAGES, languageName } from '../components/language-flag';
import { SearchBox } from '../components/search-box';

export interface ReviewFilterState {
  /** Part of a game name, an alias or a genre. */
  q: string;
  language: Language | '';
  status: '' | 'active' | 'inactive';
}

export const NO_FILTERS: ReviewFilterState = { q: '', language: '', status: '' };
export const hasFilters = (f: ReviewFilterState) => f.q.trim() !== '' || f.language !== '' || f.status !== '';

/** Search and filters of the All Reviews list. */
export function ReviewFilters({ value, onChange }: { value: ReviewFilterState; onChange(next: ReviewFilterState): void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mb-4 grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]" role="search" aria-label={t('filters.label')}>
      <SearchBox label={t('filters.search')} value={value.q} onChange={(q) => onChange({ ...value, q })} />
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <select
          className="input sm:w-44"
          aria-label={t('filters.language')}
          value={value.language}
          onChange={(e) => onChange({ ...value, language: e.target.value as ReviewFilterState['language'] })}
        >
          <option value="">{t('filters.allLanguages')}</option>
          {ADMIN_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {languageName(lang)}
            </option>
          ))}
        </select>
        <select
          className="input sm:w-36"
          aria-label={t('filters.status')}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as ReviewFilterState['status'] })}
        >
          <option value="">{t('filters.anyStatus')}</option>
          <option value="active">{t('filters.active')}</option>
          <option value="inactive">{t('filters.inactive')}</option>
        </select>
      </div>
    </div>
  );
}

export function ClearFilters({ onClear }: { onClear(): void }) {
  const { t } = useTranslation('admin');
  return (
    <button type="button" className="btn btn-ghost mx-auto mt-3 px-3 py-1.5 text-sm" onClick={onClear}>
      <X className="h-4 w-4" aria-hidden="true" />
      {t('filters.clear')}
    </button>
  );
}
