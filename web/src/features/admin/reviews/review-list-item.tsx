import { useState } from 'react';
import { ImageOff, Pencil, Power, PowerOff, Tag, Trash2 } from 'lucide-react';
import type { AdminReview } from '../../../../../shared/schemas/admin';
import { imageUrl } from '../../../lib/image-url';
import { ActiveBadge, DifficultyBadge } from '../components/badges';
import { ADMIN_LANGUAGES, LanguageFlag, languageName } from '../components/language-flag';
import { SuggestedDifficultyBadge } from './difficulty-from-data';

/** SPEC 2: 'Played: N times | Correct: N times', plus ' (P%)' when played is above 0. */
export function playedLine(timesPlayed: number, timesCorrect: number): string {
  const base = `Played: ${timesPlayed} times | Correct: ${timesCorrect} times`;
  return timesPlayed > 0 ? `${base} (${Math.round((timesCorrect / timesPlayed) * 100)}%)` : base;
}

function Thumbnail({ review }: { review: AdminReview }) {
  const [failed, setFailed] = useState(false);
  const first = ADMIN_LANGUAGES.map((lang) => review.reviewImages[lang]?.[0]).find(Boolean);
  const src = review.gameImage ?? first;
  return (
    <div className="hidden h-20 w-28 shrink-0 overflow-hidden rounded-lg bg-slate-800 sm:block" aria-hidden="true">
      {src && !failed ? (
        <img src={imageUrl(src)} alt="" loading="lazy" className="h-full w-full object-cover object-left-top" onError={() => setFailed(true)} />
      ) : (
        <div className="flex h-full items-center justify-center text-slate-500">
          <ImageOff className="h-6 w-6" />
        </div>
      )}
    </div>
  );
}

interface ReviewListItemProps {
  review: AdminReview;
  busy: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}

export function ReviewListItem({ review, busy, onToggle, onEdit, onDelete }: ReviewListItemProps) {
  const languages = ADMIN_LANGUAGES.filter((lang) => (review.reviewImages[lang]?.length ?? 0) > 0);
  const titleId = `review-${review._id}-title`;
  return (
    <li
      className={`flex flex-col gap-4 rounded-xl border p-4 transition sm:flex-row sm:items-start ${review.isActive ? 'border-slate-800 bg-slate-900/60' : 'border-slate-800/70 bg-slate-900/30'}`}
      aria-labelledby={titleId}
      data-testid="admin-review"
    >
      <Thumbnail review={review} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className={`text-lg font-bold break-words ${review.isActive ? 'text-white' : 'text-slate-400'}`}>
            {review.gameName}
          </h3>
          <ActiveBadge isActive={review.isActive} />
          <DifficultyBadge difficulty={review.difficulty} />
          <SuggestedDifficultyBadge data={review.difficultyFromData} />
        </div>
        <p className="text-sm text-slate-300">
          <span className="text-slate-400">Genre:</span> {review.genre}
        </p>
        {review.aliases.length > 0 && (
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-300">
            <Tag className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />
            <span className="sr-only">Aliases:</span>
            {review.aliases.map((alias) => (
              <span key={alias} className="rounded-md bg-slate-800 px-1.5 py-0.5 text-xs">
                {alias}
              </span>
            ))}
          </p>
        )}
        <ul className="flex flex-wrap gap-1.5" aria-label="Images by language">
          {languages.map((lang) => {
            const count = review.reviewImages[lang]?.length ?? 0;
            return (
              <li key={lang} className="flex items-center gap-1.5 rounded-md border border-slate-700 bg-slate-950/60 px-2 py-0.5 text-xs text-slate-300">
                <LanguageFlag language={lang} className="h-3 w-4" />
                {languageName(lang)}
                <span className="font-semibold tabular-nums text-slate-100">
                  {count} {count === 1 ? 'image' : 'images'}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="text-sm tabular-nums text-slate-400" data-testid="played-line">
          {playedLine(review.timesPlayed, review.timesCorrect)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col sm:items-stretch">
        <button
          type="button"
          className={`btn flex-auto px-3 py-1.5 text-sm sm:flex-none ${review.isActive ? 'bg-amber-500/15 text-amber-200 hover:bg-amber-500/25' : 'bg-emerald-500/15 text-emerald-200 hover:bg-emerald-500/25'}`}
          onClick={onToggle}
          disabled={busy}
          aria-label={`${review.isActive ? 'Deactivate' : 'Activate'} ${review.gameName}`}
        >
          {review.isActive ? <PowerOff className="hidden h-4 w-4 sm:block" aria-hidden="true" /> : <Power className="hidden h-4 w-4 sm:block" aria-hidden="true" />}
          {review.isActive ? 'Deactivate' : 'Activate'}
        </button>
        <button type="button" className="btn btn-secondary flex-auto px-3 py-1.5 text-sm sm:flex-none" onClick={onEdit} disabled={busy} aria-label={`Edit ${review.gameName}`}>
          <Pencil className="hidden h-4 w-4 sm:block" aria-hidden="true" />
          Edit
        </button>
        <button
          type="button"
          className="btn flex-auto bg-rose-500/15 px-3 py-1.5 text-sm sm:flex-none text-rose-200 hover:bg-rose-500/25"
          onClick={onDelete}
          disabled={busy}
          aria-label={`Delete ${review.gameName}`}
        >
          <Trash2 className="hidden h-4 w-4 sm:block" aria-hidden="true" />
          Delete
        </button>
      </div>
    </li>
  );
}
