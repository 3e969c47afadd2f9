import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';

/** The admin's review search field: part of a game name, an alias or a genre. */
export function SearchBox({ value, onChange, label }: { value: string; onChange(next: string): void; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <input
        type="search"
        className="input pl-9"
        placeholder={t('search.placeholder')}
        aria-label={label}
        value={value}
        maxLength={200}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
