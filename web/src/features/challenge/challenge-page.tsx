import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX, SkipForward, Swords } from 'lucide-react';
import type { ChallengeResult } from '../../../../shared/schemas/friend-challenges';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api';
import { useFormat } from '../../i18n/format';
import { openChallenge, useChallenge } from '../../lib/challenge-api';

const OUTCOME_ICON = {
  correct: <CircleCheck className="h-4 w-4 shrink-0 text-emerald-400" aria-hidden="true" />,
  incorrect: <CircleX className="h-4 w-4 shrink-0 text-rose-400" aria-hidden="true" />,
  skipped: <SkipForward className="h-4 w-4 shrink-0 text-amber-400" aria-hidden="true" />,
};

/** /challenge/:code: who challenged the player, then (once they finished that day) both results side by side. */
export function ChallengePage() {
  const { code = '' } = useParams();
  const challenge = useChallenge(code);
  const { t } = useTranslation('challenge');
  const format = useFormat();
  if (challenge.isPending) return <Spinner />;
  if (challenge.isError) {
    const invalid = challenge.error instanceof ApiError && (challenge.error.status === 404 || challenge.error.status === 400);
    return (
      <section className="card mx-auto max-w-lg space-y-4 p-6 text-center">
        <h1 className="text-2xl font-bold">{invalid ? t('invalid') : t('loadFailed')}</h1>
        <Link to="/daily" className="btn btn-primary">
          {t('playToday')}
        </Link>
      </section>
    );
  }
  const view = challenge.data;
  if (view.results) {
    const { challenger, viewer } = view.results;
    return (
      <section className="card mx-auto max-w-3xl space-y-4 p-4 sm:p-6" aria-labelledby="challenge-title">
        <h1 id="challenge-title" className="flex items-center gap-2 text-2xl font-extrabold sm:text-3xl">
          <Swords className="h-7 w-7 text-indigo-300" aria-hidden="true" />
          {t('versus', { name: challenger.username })}
        </h1>
        <p className="text-slate-300">{view.isToday ? t('todayDaily') : t('dayDaily', { day: format.day(view.day) })}</p>
        <p className="text-lg font-semibold text-indigo-100" data-testid="challenge-verdict">
          {viewer.score > challenger.score ? t('youWin') : viewer.score < challenger.score ? t('theyWin', { name: challenger.username }) : t('tie')}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:gap-4" data-testid="challenge-results">
          <ResultColumn result={viewer} title={t('you')} />
          <ResultColumn result={challenger} title={challenger.username} />
        </div>
      </section>
    );
  }
  return (
    <section className="card mx-auto max-w-lg space-y-4 p-6 text-center" aria-labelledby="challenge-title">
      <Swords className="mx-auto h-10 w-10 text-indigo-300" aria-hidden="true" />
      <h1 id="challenge-title" className="text-2xl font-bold">
        {view.own ? t('ownTitle') : t('invited', { name: view.challenger })}
      </h1>
      <p className="text-slate-300">{view.own ? t('ownText') : view.isToday ? t('invitedText') : t('pastText', { day: format.day(view.day) })}</p>
      {!view.own && (
        <Link to={view.isToday ? '/daily' : `/daily/${view.day}`} className="btn btn-primary" onClick={() => openChallenge.store(code)}>
          {t('play')}
        </Link>
      )}
    </section>
  );
}

function ResultColumn({ result, title }: { result: ChallengeResult; title: string }) {
  const { t } = useTranslation('challenge');
  const format = useFormat();
  return (
    <div className="min-w-0 rounded-xl border border-slate-800 bg-slate-900/60 p-3 sm:p-4">
      <h2 className="truncate font-bold" title={title}>
        {title}
      </h2>
      <p className="text-3xl font-extrabold tabular-nums text-indigo-200">
        {format.number(result.score)} <span className="text-sm font-semibold text-slate-400">{t('points')}</span>
      </p>
      {result.hard && <p className="text-xs font-semibold text-rose-200">{t('hard')}</p>}
      <ol className="mt-2 space-y-1.5 text-sm">
        {result.reviews.map((r) => (
          <li key={r.position} className="flex items-start gap-1.5">
            <span className="mt-0.5">{OUTCOME_ICON[r.outcome]}</span>
            <span className="sr-only">{t(`outcome.${r.outcome}`)}</span>
            <span className="min-w-0 flex-1 break-words">
              {r.gameName}
            </span>
            <span className="shrink-0 tabular-nums text-slate-300">{format.number(r.points)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
