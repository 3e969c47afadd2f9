import { Flame, Infinity as Unlimited, Play, Shuffle, TrendingUp } from 'lucide-react';
import type { Language } from '../../../../shared/constants';
import { GuestWarning } from '../game/guest-warning';
import { LanguagePicker } from '../game/language-picker';
import { PlayedHistory } from './played-history';

const FEATURES = [
  { icon: Unlimited, title: 'Unlimited reviews', text: 'Play as many as you like, one after another.' },
  { icon: Shuffle, title: 'Never the same twice', text: 'Reviews you have played are left out until you reset.' },
  { icon: Flame, title: 'Streak bonuses', text: 'Every correct answer in a row is worth more.' },
  { icon: TrendingUp, title: 'Track your progress', text: 'Signed-in players keep their sessions on their profile.' },
];

interface FreeplayStartProps {
  language: Language;
  onLanguageChange(language: Language): void;
  playedCount: number;
  onResetHistory(): void;
  resetting: boolean;
  onStart(): void;
  starting: boolean;
}

export function FreeplayStart({ language, onLanguageChange, playedCount, onResetHistory, resetting, onStart, starting }: FreeplayStartProps) {
  return (
    <section className="card mx-auto max-w-3xl space-y-6 p-4 sm:p-6" aria-labelledby="freeplay-title">
      <header className="text-center">
        <h1 id="freeplay-title" className="mb-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Free Play
        </h1>
        <p className="text-slate-300">Practice with random reviews, at your own pace.</p>
      </header>

      <ul className="grid grid-cols-2 gap-2 sm:gap-3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-2 rounded-xl bg-slate-800/50 p-3 sm:gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-300" aria-hidden="true" />
            <p className="text-sm text-slate-400">
              <strong className="block text-slate-100">{title}</strong>
              {/* Phones get the titles only, so Start Playing stays close. */}
              <span className="hidden sm:inline">{text}</span>
            </p>
          </li>
        ))}
      </ul>

      <LanguagePicker value={language} onChange={onLanguageChange} showAvailability disabled={starting} />
      <GuestWarning />
      <PlayedHistory count={playedCount} onReset={onResetHistory} resetting={resetting} />

      <button type="button" className="btn btn-primary w-full py-3 text-lg" onClick={onStart} disabled={starting}>
        <Play className="h-5 w-5" aria-hidden="true" />
        {starting ? 'Starting...' : 'Start Playing'}
      </button>
    </section>
  );
}
