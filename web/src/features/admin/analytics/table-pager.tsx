import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormat } from '../../../i18n/format';

/** Rows per page the admin can pick; 0 is "All". */
export const PAGE_SIZES = [25, 50, 100, 0] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The rows of one page (the whole list for "All"); `page` counts from 0. */
export function pageOf<T>(rows: readonly T[], page: number, size: PageSize): T[] {
  return size === 0 ? [...rows] : rows.slice(page * size, page * size + size);
}

export const pageCount = (total: number, size: PageSize) => (size === 0 ? 1 : Math.max(1, Math.ceil(total / size)));

/** "1–25 of 366", previous/next and rows per page, under the table. */
export function TablePager({ total, page, size, onPage, onSize }: { total: number; page: number; size: PageSize; onPage(page: number): void; onSize(size: PageSize): void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const id = useId();
  const pages = pageCount(total, size);
  const from = size === 0 ? 1 : page * size + 1;
  const to = size === 0 ? total : Math.min(total, (page + 1) * size);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-300" data-testid="table-pager">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-size`} className="text-slate-400">
          {t('table.pager.rows')}
        </label>
        <select id={`${id}-size`} className="input w-auto py-1" value={size} onChange={(e) => onSize(Number(e.target.value) as PageSize)}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? t('table.pager.all') : format.number(n)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <span className="tabular-nums" role="status" data-testid="table-range">
          {t('table.pager.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
        </span>
        <button type="button" className="btn btn-ghost px-2" disabled={page === 0} onClick={() => onPage(page - 1)} aria-label={t('table.pager.previous')}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-ghost px-2" disabled={page >= pages - 1} onClick={() => onPage(page + 1)} aria-label={t('table.pager.next')}>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
