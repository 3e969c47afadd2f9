import { Flame, Infinity as Unlimited, Play, Shuffle, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { GuestWarning } from '../../components/game/guest-warning';
import { LanguagePicker } from '../../components/game/language-picker';
import { PlayedHistory } from './played-history';

const FEATURES = [
  { icon: Unlimited, key: 'unlimited' },
  { icon: Shuffle, key: 'fresh' },
  { icon: Flame, key: 'streak' },
  { icon: TrendingUp, key: 'progress' },
] as const;

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
  const { t } = useTranslation('freeplay');
  return (
    <section className="card mx-auto max-w-3xl space-y-6 p-4 sm:p-6" aria-labelledby="freeplay-title">
      <header className="text-center">
        <h1 id="freeplay-title" className="mb-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('title')}
        </h1>
        <p className="text-slate-300">{t('start.intro')}</p>
      </header>

      <ul className="grid grid-cols-2 gap-2 sm:gap-3">
        {FEATURES.map(({ icon: Icon, key }) => (
          <li key={key} className="flex gap-2 rounded-xl bg-slate-800/50 p-3 sm:gap-3">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-indigo-300" aria-hidden="true" />
            <p className="text-sm text-slate-400">
              <strong className="block text-slate-100">{t(`start.${key}Title`)}</strong>
              {/* Phones get the titles only, so Start Playing stays close. */}
              <span className="hidden sm:inline">{t(`start.${key}Text`)}</span>
            </p>
          </li>
        ))}
      </ul>

      <LanguagePicker value={language} onChange={onLanguageChange} showAvailability disabled={starting} />
      <GuestWarning />
      <PlayedHistory count={playedCount} onReset={onResetHistory} resetting={resetting} />

      <button type="button" className="btn btn-primary w-full py-3 text-lg" onClick={onStart} disabled={starting}>
        <Play className="h-5 w-5" aria-hidden="true" />
        {starting ? t('start.starting') : t('start.button')}
      </button>
    </section>
  );
}
