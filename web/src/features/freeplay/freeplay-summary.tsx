import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, House, Info, LoaderCircle, LogIn, Play, Sparkles, Trophy, UserRound } from 'lucide-react';
import { accuracyPercent, correctPercent, LANGUAGE_NAMES, type Language } from '../../../../shared/constants';
import type { GameState } from '../../../../shared/schemas/game';
import { StatTile } from '../../components/stat-tile';
import { useFormat } from '../../i18n/format';
import { useFocusOnMount } from '../../lib/scroll';
import { useAuthModal } from '../../lib/auth-modal-context';
import { PlayedHistory } from './played-history';

/**
 * What happened to the session record: docs/product.md §4 saves only signed-in sessions with a completed review.
 * 'expired': the server refused the token at End Session; logging in again saves the session.
 */
export type SaveStatus = 'guest' | 'nothing' | 'saving' | 'saved' | 'failed' | 'expired';

const SAVE_NOTES: Record<SaveStatus, { icon: typeof Info; key: string; tone: string }> = {
  saved: { icon: CircleCheck, key: 'summary.noteSaved', tone: 'bg-emerald-500/10 text-emerald-200' },
  saving: { icon: LoaderCircle, key: 'summary.noteSaving', tone: 'bg-slate-800 text-slate-300' },
  failed: { icon: CircleX, key: 'summary.noteFailed', tone: 'bg-rose-500/10 text-rose-200' },
  nothing: { icon: Info, key: 'summary.noteNothing', tone: 'bg-slate-800 text-slate-300' },
  guest: { icon: UserRound, key: 'summary.noteGuest', tone: 'bg-amber-400/10 text-amber-100' },
  expired: { icon: LogIn, key: 'summary.noteExpired', tone: 'bg-amber-400/10 text-amber-100' },
};

interface FreeplaySummaryProps {
  /** 'perfect': every review in the language has been played. */
  variant: 'summary' | 'perfect';
  state: GameState;
  language: Language;
  saveStatus: SaveStatus;
  playedCount: number;
  onPlayAgain(): void;
  starting: boolean;
  onResetHistory(): void;
  resetting: boolean;
}

export function FreeplaySummary({ variant, state, language, saveStatus, playedCount, onPlayAgain, starting, onResetHistory, resetting }: FreeplaySummaryProps) {
  const note = SAVE_NOTES[saveStatus];
  const NoteIcon = note.icon;
  const isPerfect = variant === 'perfect';
  // Every review was played already, in an earlier session: nothing was played in this one.
  const playedNone = state.reviewsCompleted + state.reviewsSkipped === 0;
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { openAuth } = useAuthModal();
  const { t } = useTranslation('freeplay');
  const format = useFormat();
  return (
    <section className="card mx-auto max-w-3xl space-y-6 p-4 sm:p-6" aria-labelledby="summary-title">
      <header className="text-center">
        {isPerfect ? (
          <Sparkles className="mx-auto mb-3 h-12 w-12 text-amber-300" aria-hidden="true" />
        ) : (
          <Trophy className="mx-auto mb-3 h-12 w-12 text-indigo-300" aria-hidden="true" />
        )}
        <h1 id="summary-title" ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl">
          {isPerfect ? (playedNone ? t('summary.allPlayedTitle') : t('summary.perfectTitle')) : t('summary.title')}
        </h1>
        {isPerfect && <p className="mt-2 text-slate-300">{t('summary.perfectText', { language: LANGUAGE_NAMES[language] })}</p>}
        <p className="mt-4 text-slate-400">{t('summary.finalScore')}</p>
        <p className="text-5xl font-extrabold tabular-nums text-indigo-200" data-testid="summary-score">
          {format.number(state.score)}
        </p>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-400" data-testid="summary-practice">
          {t('summary.practiceNote')}
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <StatTile label={t('summary.completed')} value={state.reviewsCompleted} testId="summary-completed" />
        <StatTile label={t('summary.maxStreak')} value={state.maxStreak} testId="summary-max-streak" />
        {/* Accuracy counts answered reviews (right or wrong) against skipped ones. */}
        <StatTile
          label={t('summary.accuracy')}
          value={format.percent(accuracyPercent(state.reviewsCompleted, state.reviewsSkipped))}
          testId="summary-accuracy"
        />
        <StatTile
          label={t('summary.correct')}
          value={format.percent(correctPercent(state.reviewsCorrect, state.reviewsCompleted, state.reviewsSkipped))}
          testId="summary-correct"
        />
        <StatTile label={t('summary.skipped')} value={state.reviewsSkipped} testId="summary-skipped" />
        <StatTile label={t('summary.hints')} value={state.hintsUsed} testId="summary-hints" />
      </dl>

      <div className={`flex flex-wrap items-center gap-x-2 gap-y-3 rounded-lg px-4 py-3 text-sm ${note.tone}`}>
        <p className="flex flex-1 items-center gap-2" role="status" data-testid="save-note">
          <NoteIcon className={`h-5 w-5 shrink-0 ${saveStatus === 'saving' ? 'animate-spin' : ''}`} aria-hidden="true" />
          {t(note.key)}
        </p>
        {saveStatus === 'expired' && (
          <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" onClick={() => openAuth('login')}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            {t('summary.logIn')}
          </button>
        )}
      </div>

      {isPerfect && (
        <p className="rounded-xl border border-indigo-500/40 bg-indigo-500/10 p-4 text-indigo-100">
          <Trans
            t={t}
            i18nKey="summary.moderators"
            components={{ contact: <Link to="/contact" className="font-semibold text-indigo-300 underline hover:text-indigo-200" /> }}
          />
        </p>
      )}

      <PlayedHistory count={playedCount} onReset={onResetHistory} resetting={resetting} />

      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="button" className="btn btn-primary flex-1" onClick={onPlayAgain} disabled={starting}>
          <Play className="h-4 w-4" aria-hidden="true" />
          {starting ? t('summary.starting') : t('summary.playAgain')}
        </button>
        <Link to="/" className="btn btn-secondary flex-1">
          <House className="h-4 w-4" aria-hidden="true" />
          {t('summary.backHome')}
        </Link>
      </div>
    </section>
  );
}
