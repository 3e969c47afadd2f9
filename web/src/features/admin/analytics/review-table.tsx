import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useFormat } from '../../../i18n/format';
import { ActiveBadge } from '../components/badges';
import { pageCount, pageOf, PAGE_SIZES, Pager, type PageSize } from '../components/pager';
import { DEFAULT_SORT, nextSort, sortReviews, successTone, type ReviewAnalytics, type SortKey, type SortState } from './review-sort';

/** The columns; each one's header is `table.columns.<key>`. */
const COLUMNS: { key: SortKey; numeric: boolean }[] = [
  { key: 'gameName', numeric: false },
  { key: 'totalPlays', numeric: true },
  { key: 'successRate', numeric: true },
  { key: 'skipPercentage', numeric: true },
  { key: 'hintPercentage', numeric: true },
  { key: 'isActive', numeric: false },
];

const TONE_CLASS = {
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  yellow: 'bg-amber-400/15 text-amber-200 ring-amber-400/30',
  red: 'bg-rose-500/15 text-rose-300 ring-rose-500/30',
};

/** The success rate as a number on a coloured pill (never colour alone). */
export function SuccessRate({ rate, plays }: { rate: number; plays: number }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (plays === 0) {
    return (
      <span className="text-slate-400" title={t('table.noPlays')}>
        –<span className="sr-only">{t('table.noPlays')}</span>
      </span>
    );
  }
  const tone = successTone(rate);
  return (
    <span className={`inline-block min-w-12 rounded-full px-2 py-0.5 text-center text-xs font-bold tabular-nums ring-1 ${TONE_CLASS[tone]}`} data-tone={tone}>
      {format.percent(rate)}
    </span>
  );
}

export function ReviewTable({ rows }: { rows: readonly ReviewAnalytics[] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [size, setSize] = useState<PageSize>(PAGE_SIZES[0]);
  const [wanted, setPage] = useState(0);
  // Sorted across all reviews, then cut into pages; a page past the end (fewer rows now) shows the last.
  const sorted = sortReviews(rows, sort);
  const page = Math.min(wanted, pageCount(sorted.length, size) - 1);
  const shown = pageOf(sorted, page, size);

  if (rows.length === 0) return <p className="py-10 text-center text-slate-400">{t('table.empty')}</p>;

  return (
    <>
    {/* relative: the cells' screen-reader texts are positioned, and must scroll with the table, not widen the page */}
    <div className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0" tabIndex={0} role="region" aria-label={t('table.region')}>
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="analytics-table">
        <caption className="sr-only">{t(sort.direction === 'asc' ? 'table.captionAsc' : 'table.captionDesc', { column: t(`table.columns.${sort.key}`) })}</caption>
        <thead className="text-xs uppercase tracking-wide text-slate-400">
          <tr className="border-b border-slate-800">
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              const Icon = active ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`py-2 font-semibold ${column.numeric ? 'text-right' : ''} ${column.key === 'gameName' ? 'w-full min-w-36 pr-3 max-sm:sticky max-sm:left-0 max-sm:z-10 max-sm:bg-slate-900' : 'whitespace-nowrap px-2'}`}
                >
                  <button
                    type="button"
                    className={`inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase tracking-wide hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400 ${active ? 'text-indigo-200' : ''}`}
                    onClick={() => {
                      setSort(nextSort(sort, column.key));
                      setPage(0);
                    }}
                  >
                    {t(`table.columns.${column.key}`)}
                    <Icon className={`h-3.5 w-3.5 ${active ? '' : 'opacity-40'}`} aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row._id} className="border-b border-slate-800/70 last:border-0 hover:bg-slate-800/30">
              <th scope="row" className="max-w-0 min-w-36 py-2.5 pr-3 font-medium text-slate-100 max-sm:sticky max-sm:left-0 max-sm:z-10 max-sm:bg-slate-900">
                <span className="block truncate" title={row.gameName}>
                  {row.gameName}
                </span>
              </th>
              <td className="px-2 py-2.5 text-right tabular-nums">{format.number(row.totalPlays)}</td>
              <td className="px-2 py-2.5 text-right">
                <SuccessRate rate={row.successRate} plays={row.totalPlays} />
              </td>
              <td className="px-2 py-2.5 text-right tabular-nums text-slate-300">{row.totalPlays > 0 ? format.percent(row.skipPercentage) : '–'}</td>
              <td className="px-2 py-2.5 text-right tabular-nums text-slate-300">{row.totalPlays > 0 ? format.percent(row.hintPercentage) : '–'}</td>
              <td className="px-2 py-2.5">
                <ActiveBadge isActive={row.isActive} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    {sorted.length > PAGE_SIZES[0] && (
      <Pager
        total={sorted.length}
        page={page}
        size={size}
        onPage={setPage}
        onSize={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
    )}
    </>
  );
}
