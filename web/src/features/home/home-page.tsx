import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { BookOpen, CalendarDays, Check, Flame, Gamepad2, Keyboard, Sparkles } from 'lucide-react';
import { Countdown } from '../../components/countdown';
import { AllTimeLeaderboard, DailyLeaderboard } from '../../components/leaderboard';
import { LEADERBOARD_HOME_SIZE, SCORING } from '../../../../shared/constants';
import { useAuth } from '../../lib/auth-context';
import { StreakKeeper } from '../../components/streak-keeper';

function Claim({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Check className="h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />
      {children}
    </li>
  );
}

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-slate-800/40 p-4">
      <strong className="mb-1 flex items-center gap-2 text-indigo-200">
        {icon}
        {title}
      </strong>
      <span className="text-slate-300">{children}</span>
    </li>
  );
}

export function HomePage() {
  const { user } = useAuth();
  const { t } = useTranslation('home');
  return (
    <div className="space-y-6 sm:space-y-10">
      <section className="rounded-3xl bg-gradient-to-br from-indigo-600/30 via-slate-900 to-fuchsia-600/20 px-5 py-7 text-center sm:px-6 sm:py-14">
        {/* Smaller on narrow phones: one long word ("incelemelerinden") must fit the line; the whole
            hero stays short there, so the daily's Play button is on the first screen. */}
        <h1 className="mb-4 text-[1.75rem] leading-tight font-extrabold tracking-tight min-[400px]:text-4xl md:text-6xl">
          <Trans t={t} i18nKey="hero.title" components={{ hl: <span className="text-indigo-300" /> }} />
        </h1>
        <p className="mx-auto max-w-2xl text-base text-slate-300 sm:text-lg">
          {t('hero.text')}
        </p>
      </section>

      <StreakKeeper />

      <div className="grid gap-6 md:grid-cols-2">
        <section className="card flex flex-col p-5 sm:p-6" aria-labelledby="daily-card-title">
          <h2 id="daily-card-title" className="mb-1 flex items-center gap-2 text-2xl font-bold">
            <CalendarDays className="h-6 w-6 text-indigo-300" aria-hidden="true" />
            {t('daily.title')}
          </h2>
          <p className="mb-4 text-slate-400">
            {t('daily.nextReset')} <Countdown className="font-semibold text-indigo-200" />
          </p>
          <ul className="mb-4 space-y-1 text-slate-300 sm:mb-6">
            <Claim>{t('daily.claimReviews')}</Claim>
            <Claim>{t('daily.claimLeaderboard')}</Claim>
            <Claim>{t('daily.claimReset')}</Claim>
          </ul>
          <Link to="/daily" className="btn btn-primary mt-auto">{t('daily.play')}</Link>
        </section>
        <section className="card flex flex-col" aria-labelledby="freeplay-card-title">
          <h2 id="freeplay-card-title" className="mb-1 flex items-center gap-2 text-2xl font-bold">
            <Gamepad2 className="h-6 w-6 text-fuchsia-300" aria-hidden="true" />
            {t('freeplay.title')}
          </h2>
          <p className="mb-4 text-slate-400">{t('freeplay.text')}</p>
          <ul className="mb-6 space-y-1 text-slate-300">
            <Claim>{t('freeplay.claimUnlimited')}</Claim>
            <Claim>{t('freeplay.claimPractice')}</Claim>
            <Claim>{t('freeplay.claimProgress')}</Claim>
          </ul>
          <Link to="/freeplay" className="btn btn-secondary mt-auto">{t('freeplay.start')}</Link>
        </section>
      </div>

      <section className="card" aria-labelledby="how-to-play">
        <h2 id="how-to-play" className="mb-4 text-2xl font-bold">{t('howTo.title')}</h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Step icon={<BookOpen className="h-4 w-4" aria-hidden="true" />} title={t('howTo.readTitle')}>
            {t('howTo.readText', { cost: SCORING.revealCost })}
          </Step>
          <Step icon={<Keyboard className="h-4 w-4" aria-hidden="true" />} title={t('howTo.guessTitle')}>
            {t('howTo.guessText')}
          </Step>
          <Step icon={<Sparkles className="h-4 w-4" aria-hidden="true" />} title={t('howTo.jokersTitle')}>
            {t('howTo.jokersText', { skip: SCORING.skipPenalty, hint: SCORING.hintCost })}
          </Step>
          <Step icon={<Flame className="h-4 w-4" aria-hidden="true" />} title={t('howTo.streakTitle')}>
            {t('howTo.streakText', { bonus: SCORING.streakBonusPerStreak })}
          </Step>
        </ol>
        <p className="mt-4 text-sm text-slate-300" data-testid="how-to-ranked">
          {t('howTo.rankedText')}
        </p>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <DailyLeaderboard limit={LEADERBOARD_HOME_SIZE} highlightUsername={user?.username} />
        <AllTimeLeaderboard limit={LEADERBOARD_HOME_SIZE} highlightUsername={user?.username} />
      </div>
    </div>
  );
}
