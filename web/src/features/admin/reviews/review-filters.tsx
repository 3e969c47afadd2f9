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
  return (
    <div className="mb-4 grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]" role="search" aria-label="Filter reviews">
      <SearchBox label="Search reviews by name, alias or genre" value={value.q} onChange={(q) => onChange({ ...value, q })} />
      <div className="grid grid-cols-2 gap-2 sm:contents">
        <select
          className="input sm:w-44"
          aria-label="Language"
          value={value.language}
          onChange={(e) => onChange({ ...value, language: e.target.value as ReviewFilterState['language'] })}
        >
          <option value="">All languages</option>
          {ADMIN_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {languageName(lang)}
            </option>
          ))}
        </select>
        <select
          className="input sm:w-36"
          aria-label="Status"
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as ReviewFilterState['status'] })}
        >
          <option value="">Any status</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </select>
      </div>
    </div>
  );
}

/** "Showing 51–62 of 62" with Previous / Next. */
export function Pager({ offset, shown, total, pageSize, onOffset }: { offset: number; shown: number; total: number; pageSize: number; onOffset(next: number): void }) {
  if (total <= pageSize && offset === 0) return null;
  const page = Math.floor(offset / pageSize) + 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-800 pt-4" aria-label="Review pages">
      <p className="text-sm text-slate-300" aria-live="polite" data-testid="review-range">
        Showing {shown === 0 ? 0 : offset + 1}–{offset + shown} of {total} · page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - pageSize))}>
          Previous
        </button>
        <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" disabled={offset + pageSize >= total} onClick={() => onOffset(offset + pageSize)}>
          Next
        </button>
      </div>
    </nav>
  );
}

export function ClearFilters({ onClear }: { onClear(): void }) {
  return (
    <button type="button" className="btn btn-ghost mx-auto mt-3 px-3 py-1.5 text-sm" onClick={onClear}>
      <X className="h-4 w-4" aria-hidden="true" />
      Clear filters
    </button>
  );
}
