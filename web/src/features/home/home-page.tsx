import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookOpen, CalendarDays, Check, Flame, Gamepad2, Keyboard, Sparkles } from 'lucide-react';
import { Countdown } from '../../components/countdown';
import { AllTimeLeaderboard, DailyLeaderboard } from '../../components/leaderboard';
import { LEADERBOARD_HOME_SIZE, SCORING } from '../../../../shared/constants';
import { useAuth } from '../auth/auth-context';

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
  return (
    <div className="space-y-10">
      <section className="rounded-3xl bg-gradient-to-br from-indigo-600/30 via-slate-900 to-fuchsia-600/20 px-6 py-14 text-center">
        <h1 className="mb-4 text-4xl font-extrabold tracking-tight md:text-6xl">
          Guess the game from its <span className="text-indigo-300">reviews</span>
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-slate-300">
          Real players wrote about a game in a store review. Read the screenshot, name the game, and climb the leaderboard.
        </p>
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section className="card flex flex-col" aria-labelledby="daily-card-title">
          <h2 id="daily-card-title" className="mb-1 flex items-center gap-2 text-2xl font-bold">
            <CalendarDays className="h-6 w-6 text-indigo-300" aria-hidden="true" />
            Daily Challenge
          </h2>
          <p className="mb-4 text-slate-400">
            Next reset in <Countdown className="font-semibold text-indigo-200" />
          </p>
          <ul className="mb-6 space-y-1 text-slate-300">
            <Claim>3 reviews per day</Claim>
            <Claim>Daily leaderboard</Claim>
            <Claim>Resets at midnight UTC</Claim>
          </ul>
          <Link to="/daily" className="btn btn-primary mt-auto">Play Daily Challenge</Link>
        </section>
        <section className="card flex flex-col" aria-labelledby="freeplay-card-title">
          <h2 id="freeplay-card-title" className="mb-1 flex items-center gap-2 text-2xl font-bold">
            <Gamepad2 className="h-6 w-6 text-fuchsia-300" aria-hidden="true" />
            Free Play
          </h2>
          <p className="mb-4 text-slate-400">Practice as long as you like.</p>
          <ul className="mb-6 space-y-1 text-slate-300">
            <Claim>Unlimited reviews</Claim>
            <Claim>Practice</Claim>
            <Claim>Track progress</Claim>
          </ul>
          <Link to="/freeplay" className="btn btn-secondary mt-auto">Start Free Play</Link>
        </section>
      </div>

      <section className="card" aria-labelledby="how-to-play">
        <h2 id="how-to-play" className="mb-4 text-2xl font-bold">How to Play</h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Step icon={<BookOpen className="h-4 w-4" aria-hidden="true" />} title="1. Read the review">
            A screenshot of a real-style store review. Reveal more screenshots for {SCORING.revealCost} points each.
          </Step>
          <Step icon={<Keyboard className="h-4 w-4" aria-hidden="true" />} title="2. Guess the game">
            Type its name; autocomplete helps with the spelling.
          </Step>
          <Step icon={<Sparkles className="h-4 w-4" aria-hidden="true" />} title="3. Use jokers">
            Skip a review (−{SCORING.skipPenalty}) or show the genre hint (−{SCORING.hintCost}).
          </Step>
          <Step icon={<Flame className="h-4 w-4" aria-hidden="true" />} title="4. Build streaks">
            Each correct answer in a row adds a streak bonus of +{SCORING.streakBonusPerStreak} per streak.
          </Step>
        </ol>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <DailyLeaderboard limit={LEADERBOARD_HOME_SIZE} highlightUsername={user?.username} />
        <AllTimeLeaderboard limit={LEADERBOARD_HOME_SIZE} highlightUsername={user?.username} />
      </div>
    </div>
  );
}
