import { Link } from 'react-router';
import { Countdown } from '../../components/countdown';
import { SCORING } from '../../../../shared/constants';

export function HomePage() {
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
          <h2 id="daily-card-title" className="mb-1 text-2xl font-bold">📅 Daily Challenge</h2>
          <p className="mb-4 text-slate-400">
            Next reset in <Countdown className="font-semibold text-indigo-200" />
          </p>
          <ul className="mb-6 space-y-1 text-slate-300">
            <li>✓ 3 reviews per day</li>
            <li>✓ Daily leaderboard</li>
            <li>✓ Resets at midnight UTC</li>
          </ul>
          <Link to="/daily" className="btn btn-primary mt-auto">Play Daily Challenge</Link>
        </section>
        <section className="card flex flex-col" aria-labelledby="freeplay-card-title">
          <h2 id="freeplay-card-title" className="mb-1 text-2xl font-bold">🎮 Free Play</h2>
          <p className="mb-4 text-slate-400">Practice as long as you like.</p>
          <ul className="mb-6 space-y-1 text-slate-300">
            <li>✓ Unlimited reviews</li>
            <li>✓ Practice</li>
            <li>✓ Track progress</li>
          </ul>
          <Link to="/freeplay" className="btn btn-secondary mt-auto">Start Free Play</Link>
        </section>
      </div>

      <section className="card" aria-labelledby="how-to-play">
        <h2 id="how-to-play" className="mb-4 text-2xl font-bold">How to Play</h2>
        <ol className="grid gap-4 md:grid-cols-4">
          <li><strong className="block text-indigo-200">1. Read the review</strong>A screenshot of a real-style store review. Reveal more screenshots for {SCORING.revealCost} points each.</li>
          <li><strong className="block text-indigo-200">2. Guess the game</strong>Type its name; autocomplete helps with the spelling.</li>
          <li><strong className="block text-indigo-200">3. Use jokers</strong>Skip a review (−{SCORING.skipPenalty}) or show the genre hint (−{SCORING.hintCost}).</li>
          <li><strong className="block text-indigo-200">4. Build streaks</strong>Each correct answer in a row adds a streak bonus of +{SCORING.streakBonusPerStreak} per streak.</li>
        </ol>
      </section>
    </div>
  );
}
