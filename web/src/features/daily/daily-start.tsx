import { memo } from 'react';
import { CalendarDays, Clock, Eye, Lightbulb, Play, SkipForward, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DAILY_REVIEW_COUNT, SCORING, type Language } from '../../../../shared/constants';
import type { DailyResponse } from '../../../../shared/schemas/game';
import { Countdown } from '../../components/countdown';
import { GuestWarning } from '../../components/game/guest-warning';
import { LanguagePicker } from '../../components/game/language-picker';
import { ArchiveRule } from '../../components/archive-rule';
import { PuzzleLabel } from '../../components/puzzle-label';
import { StreakKeeper } from '../../components/streak-keeper';
import { useFormat } from '../../i18n/format';
import { HardModeSwitch } from './hard-mode-switch';

/** What the start screen shows of the day: the server's preview, or what is known before it answers. */
export type StartDay = Pick<DailyResponse, 'date' | 'isToday' | 'archive' | 'hardOpen' | 'hard'> & { number?: number };

interface DailyStartProps {
  daily: StartDay;
  language: Language;
  onLanguageChange(language: Language): void;
  /** Hard mode as it will start. */
  hard: boolean;
  onHardChange(on: boolean): void;
  onStart(): void;
  starting: boolean;
  /** Drawn ahead of the server's answer (daily-route.tsx): the same screen, every control disabled. */
  waiting?: boolean;
}

const RULES = [
  { icon: Trophy, key: 'start.ruleCorrect', values: { correct: SCORING.correct, bonus: SCORING.streakBonusPerStreak } },
  { icon: Eye, key: 'start.ruleReveal', values: { cost: SCORING.revealCost } },
  { icon: SkipForward, key: 'start.ruleSkip', values: { cost: SCORING.skipPenalty } },
  { icon: Lightbulb, key: 'start.ruleHint', values: { cost: SCORING.hintCost } },
] as const;

export const DailyStart = memo(function DailyStart({ daily, language, onLanguageChange, hard, onHardChange, onStart, starting, waiting = false }: DailyStartProps) {
  const { t } = useTranslation('daily');
  const format = useFormat();
  const disabled = starting || waiting;
  return (
    <section className="card mx-auto max-w-3xl space-y-6 p-4 sm:p-6" aria-labelledby="daily-start-title" aria-busy={waiting}>
      <header className="text-center">
        <p className="mb-2 inline-flex items-center gap-2 rounded-full bg-indigo-500/15 px-3 py-1 text-sm font-medium text-indigo-200">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          <PuzzleLabel number={daily.number} date={daily.date} />
        </p>
        <h1 id="daily-start-title" className="mb-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('title')}
        </h1>
        <p className="text-slate-300">
          {daily.isToday ? t('start.intro', { count: DAILY_REVIEW_COUNT }) : t('start.introPast', { count: DAILY_REVIEW_COUNT, day: format.day(daily.date) })}
        </p>
        {daily.isToday && (
          <p className="mt-2 flex items-center justify-center gap-2 text-sm text-slate-400">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('start.newIn')} <Countdown className="font-semibold text-indigo-200" />
          </p>
        )}
      </header>

      <ul className="grid gap-2 text-sm text-slate-300 sm:grid-cols-2">
        {RULES.map(({ icon: Icon, key, values }) => (
          <li key={key} className="flex items-center gap-2 rounded-lg bg-slate-800/50 px-3 py-2">
            <Icon className="h-4 w-4 shrink-0 text-indigo-300" aria-hidden="true" />
            {t(key, values)}
          </li>
        ))}
      </ul>

      {daily.archive && <ArchiveRule />}
      {daily.isToday && <StreakKeeper />}
      <LanguagePicker value={language} onChange={onLanguageChange} disabled={disabled} />
      <HardModeSwitch on={hard} available={daily.hardOpen || daily.hard} disabled={disabled} onChange={onHardChange} />
      <GuestWarning mode="daily" />

      {/* On a phone the button stays at the bottom of the screen while the player reads on (it is on the first screen). */}
      <div className="sticky bottom-0 z-10 -mx-4 -mb-4 rounded-b-2xl bg-slate-900/95 px-4 pb-4 pt-2 backdrop-blur sm:static sm:m-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <button type="button" className="btn btn-primary w-full py-3 text-lg tracking-wide" onClick={onStart} disabled={disabled}>
          <Play className="h-5 w-5" aria-hidden="true" />
          {starting ? t('start.starting') : t('start.button')}
        </button>
      </div>
    </section>
  );
});
