import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '../../../../shared/constants';
import { SUBMISSION_STATES, type SubmissionState } from '../../../../shared/schemas/submissions';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth-context';
import { useModeratorLanguages, useQueue } from './moderation-api';
import { QueueCard } from './queue-card';
import { ReportQueue } from './report-queue';

function Queue({ language, state }: { language: Language; state: SubmissionState }) {
  const { t } = useTranslation('moderation');
  const queue = useQueue(language, state);
  if (queue.isLoading) return <Spinner />;
  if (queue.isError) return <p className="text-rose-300">{t('queue.failed')}</p>;
  if (!queue.data?.length) return <p className="card text-slate-400">{t('queue.empty')}</p>;
  return (
    <ul className="space-y-4">
      {queue.data.map((s) => (
        <QueueCard key={s.id} submission={s} />
      ))}
    </ul>
  );
}

/** /moderation: the queue of each language the user moderates. */
export function ModerationPage() {
  const { t } = useTranslation('moderation');
  const { isAuthenticated, loading } = useAuth();
  const languages = useModeratorLanguages(isAuthenticated);
  const [chosen, setChosen] = useState<Language | undefined>();
  const [state, setState] = useState<SubmissionState>('pending');
  if (loading || languages.isLoading) return <Spinner />;
  const mine = languages.data ?? [];
  if (!isAuthenticated || mine.length === 0) {
    return (
      <section className="card mx-auto max-w-xl text-center">
        <h1 className="mb-2 text-2xl font-bold">{t('title')}</h1>
        <p className="text-slate-300">{t('notModerator')}</p>
      </section>
    );
  }
  const language = chosen && mine.includes(chosen) ? chosen : mine[0]!;

  return (
    <section className="space-y-6" aria-labelledby="moderation-title">
      <header>
        <h1 id="moderation-title" className="text-3xl font-extrabold sm:text-4xl">
          {t('title')}
        </h1>
        <p className="text-slate-400">{t('subtitle')}</p>
      </header>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('languages')} className="flex flex-wrap gap-1 rounded-xl border border-slate-800 bg-slate-900/80 p-1">
          {mine.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={l === language}
              onClick={() => setChosen(l)}
              className={`rounded-lg px-3 py-1.5 text-sm font-semibold ${l === language ? 'bg-indigo-500 text-white' : 'text-slate-300 hover:bg-slate-800'}`}
            >
              {LANGUAGE_NAMES[l]}
            </button>
          ))}
        </div>
        <div>
          <label htmlFor="moderation-state" className="label">
            {t('show')}
          </label>
          <select id="moderation-state" className="input" value={state} onChange={(e) => setState(e.target.value as SubmissionState)}>
            {SUBMISSION_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Queue language={language} state={state} />
      <ReportQueue language={language} />
    </section>
  );
}
