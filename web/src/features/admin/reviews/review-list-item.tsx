import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff, Pencil, Power, PowerOff, Tag, Trash2 } from 'lucide-react';
import type { AdminReview } from '../../../../../shared/schemas/admin';
import { formatNumber, formatPercent, useFormat } from '../../../i18n/format';
import { imageUrl } from '../../../lib/image-url';
import { englishAdminT, type AdminT } from '../admin-i18n';
import { ActiveBadge, DifficultyBadge } from '../components/badges';
import { ADMIN_LANGUAGES, LanguageFlag, languageName } from '../components/language-flag';
import { SuggestedDifficultyBadge } from './difficulty-from-data';
import { ReviewReportsBadge } from '../../../components/report-badges';

/**
 * docs/product.md §2: 'Played: N times | Correct: N times', plus ' (P%)' when played is above 0. In English by
 * default; the list passes the interface language's texts and locale.
 */
export function playedLine(timesPlayed: number, timesCorrect: number, t: AdminT = englishAdminT(), locale = 'en'): string {
  const played = t('list.played', { count: timesPlayed, played: formatNumber(timesPlayed, locale) });
  const correct = t('list.correct', { count: timesCorrect, correct: formatNumber(timesCorrect, locale) });
  if (timesPlayed === 0) return t('list.playedLine', { played, correct });
  return t('list.playedLineRate', { played, correct, rate: formatPercent(Math.round((timesCorrect / timesPlayed) * 100), locale) });
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
  const { t } = useTranslation('admin');
  const format = useFormat();
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
          <ReviewReportsBadge counts={review.reports} />
        </div>
        <p className="text-sm text-slate-300">
          <span className="text-slate-400">{t('list.genre')}</span> {review.genre}
        </p>
        {review.aliases.length > 0 && (
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-300">
            <Tag className="h-3.5 w-3.5 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{t('list.aliases')}</span>
            {review.aliases.map((alias) => (
              <span key={alias} className="rounded-md bg-slate-800 px-1.5 py-0.5 text-xs">
                {alias}
              </span>
            ))}
          </p>
        )}
        <ul className="flex flex-wrap gap-1.5" aria-label={t('list.imagesByLanguage')}>
          {languages.map((lang) => {
            const count = review.reviewImages[lang]?.length ?? 0;
            return (
              <li key={lang} className="flex items-center gap-1.5 rounded-md border border-slate-700 bg-slate-950/60 px-2 py-0.5 text-xs text-slate-300">
                <LanguageFlag language={lang} className="h-3 w-4" />
                {languageName(lang)}
                <span className="font-semibold tabular-nums text-slate-100">
                  {t('list.images', { count })}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="text-sm tabular-nums text-slate-400" data-testid="played-line">
          {playedLine(review.timesPlayed, review.timesCorrect, t, format.locale)}
        </p>
      </div>
      <div className="flex shrink-0 gap-2 sm:flex-col sm:items-stretch">
        <button
          type="button"
          className={`btn flex-auto px-3 py-1.5 text-sm sm:flex-none ${review.isActive ? 'bg-amber-500/15 text-amber-200 hover:bg-amber-500/25' : 'bg-emerald-500/15 text-emerald-200 hover:bg-emerald-500/25'}`}
          onClick={onToggle}
          disabled={busy}
          aria-label={t(review.isActive ? 'list.deactivateGame' : 'list.activateGame', { game: review.gameName })}
        >
          {review.isActive ? <PowerOff className="hidden h-4 w-4 sm:block" aria-hidden="true" /> : <Power className="hidden h-4 w-4 sm:block" aria-hidden="true" />}
          {review.isActive ? t('list.deactivate') : t('list.activate')}
        </button>
        <button type="button" className="btn btn-secondary flex-auto px-3 py-1.5 text-sm sm:flex-none" onClick={onEdit} disabled={busy} aria-label={t('list.editGame', { game: review.gameName })}>
          <Pencil className="hidden h-4 w-4 sm:block" aria-hidden="true" />
          {t('actions.edit')}
        </button>
        <button
          type="button"
          className="btn flex-auto bg-rose-500/15 px-3 py-1.5 text-sm sm:flex-none text-rose-200 hover:bg-rose-500/25"
          onClick={onDelete}
          disabled={busy}
          aria-label={t('list.deleteGame', { game: review.gameName })}
        >
          <Trash2 className="hidden h-4 w-4 sm:block" aria-hidden="true" />
          {t('actions.delete')}
        </button>
      </div>
    </li>
  );
}
