import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** Extra content under the value (e.g. streak flames). */
  children?: ReactNode;
  /** Test id of the value (not the label), so a test reads just the figure. */
  testId?: string;
  className?: string;
  /** A short line under the figure saying what it counts. */
  hint?: string;
}

/** A labelled figure; the label comes first in the DOM so screen readers read "Score 120". */
export function StatTile({ label, value, icon, children, testId, className = '', hint }: StatTileProps) {
  return (
    <div className={`flex min-w-0 flex-col rounded-xl border border-slate-800 bg-slate-900/80 px-2 py-3 sm:px-4 ${className}`}>
      {/* On a phone a third of the screen is narrow: the label is not spaced out in capitals there,
          so a long word (Tamamlanan, Completadas) fits whole instead of breaking in the middle. */}
      <dt className="flex items-center gap-1.5 text-[0.7rem] font-semibold text-slate-400 [overflow-wrap:anywhere] hyphens-auto sm:text-xs sm:uppercase sm:tracking-wide">
        {/* Narrow tiles on phones keep the words and drop the decoration. */}
        {icon && <span className="hidden sm:contents">{icon}</span>}
        {label}
      </dt>
      <dd className="mt-1 flex min-h-8 flex-wrap items-center gap-x-2 text-xl font-bold tabular-nums text-white sm:text-2xl" data-testid={testId}>
        {value}
        {children}
      </dd>
      {hint && <dd className="mt-1 text-xs text-slate-400">{hint}</dd>}
    </div>
  );
}
