import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

/** Rows per page the admin can pick; 0 is "All". */
export const PAGE_SIZES = [25, 50, 100, 0] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The rows of one page (the whole list for "All"); `page` counts from 0. */
export function pageOf<T>(rows: readonly T[], page: number, size: PageSize): T[] {
  return size === 0 ? [...rows] : rows.slice(page * size, page * size + size);
}

/** How many pages `total` rows fill, `size` to a page (0: all on one). */
export const pageCount = (total: number, size: number) => (size === 0 ? 1 : Math.max(1, Math.ceil(total / size)));

/**
 * "Showing 51–62 of 62 · page 2 of 2" with Previous / Next under a list of reviews, and the rows
 * per page when the caller lets the admin pick them (`onSize`). `page` counts from 0; `size` 0 is "All".
 */
export function Pager({ total, page, size, onPage, onSize }: { total: number; page: number; size: number; onPage(page: number): void; onSize?(size: PageSize): void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const id = useId();
  const pages = pageCount(total, size);
  const from = total === 0 ? 0 : size === 0 ? 1 : page * size + 1;
  const to = size === 0 ? total : Math.min(total, (page + 1) * size);
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-800 pt-4 text-sm text-slate-300" aria-label={t('pager.label')}>
      <p aria-live="polite" data-testid="review-range">
        {t('pager.range', { from: format.number(from), to: format.number(to), total: format.number(total), page: format.number(page + 1), pages: format.number(pages) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {onSize && (
          <>
            <label htmlFor={`${id}-size`} className="text-slate-400">
              {t('pager.rows')}
            </label>
            <select id={`${id}-size`} className="input w-auto py-1" value={size} onChange={(e) => onSize(Number(e.target.value) as PageSize)}>
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? t('pager.all') : format.number(n)}
                </option>
              ))}
            </select>
          </>
        )}
        {/* Previous and Next stay side by side when a narrow screen wraps the row. */}
        <div className="flex gap-2">
          <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('pager.previous')}
          </button>
          <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
            {t('pager.next')}
          </button>
        </div>
      </div>
    </nav>
  );
}
