import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NAMES, isLanguage, LANGUAGES, type Language } from '../../../../../shared/constants';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../i18n/format';
import { staffErrorMessage } from '../../../lib/api';
import { moderatorKeys, setModerator, useModerationLog, useModerators } from './moderators-api';

function RoleForm() {
  const { t } = useTranslation('moderation');
  const queryClient = useQueryClient();
  const moderators = useModerators();
  const [username, setUsername] = useState('');
  const [languages, setLanguages] = useState<Language[]>([]);
  const save = useMutation({
    mutationFn: () => setModerator(username.trim(), languages),
    onSuccess: () => {
      toast.success(t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: moderatorKeys.list });
      void queryClient.invalidateQueries({ queryKey: moderatorKeys.log });
    },
    onError: (err) => toast.error(staffErrorMessage(err, t('failed'))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const toggle = (l: Language) => setLanguages((list) => (list.includes(l) ? list.filter((x) => x !== l) : [...list, l]));

  return (
    <section className="card space-y-4" aria-labelledby="roles-title">
      <h2 id="roles-title" className="text-xl font-bold">
        {t('admin.grantTitle')}
      </h2>
      <p className="text-sm text-slate-400">{t('admin.grantHelp')}</p>
      <form onSubmit={submit} className="space-y-3" aria-label={t('admin.grantTitle')}>
        <div>
          <label htmlFor="moderator-username" className="label">
            {t('admin.username')}
          </label>
          <input id="moderator-username" className="input" value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" />
        </div>
        <div className="flex flex-wrap gap-3">
          {LANGUAGES.map((l) => (
            <label key={l} className="flex items-center gap-1.5 text-sm text-slate-300">
              <input type="checkbox" checked={languages.includes(l)} onChange={() => toggle(l)} />
              {LANGUAGE_NAMES[l]}
            </label>
          ))}
        </div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending || !username.trim()}>
          {t('admin.save')}
        </button>
      </form>
      {moderators.isLoading ? (
        <Spinner />
      ) : moderators.data?.length ? (
        <ul className="divide-y divide-slate-800" aria-label={t('admin.tab')}>
          {moderators.data.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <button type="button" className="font-semibold text-indigo-300 hover:underline" onClick={() => { setUsername(m.username); setLanguages(m.languages); }}>
                {m.username}
              </button>
              <span className="text-sm text-slate-300">{m.languages.map((l) => LANGUAGE_NAMES[l]).join(', ')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-400">{t('admin.none')}</p>
      )}
    </section>
  );
}

/** The actions the server logs (server/modules/submissions); each has words in every interface language. */
const LOG_ACTIONS: readonly string[] = ['set-role', 'edit', 'redact', 'approve', 'refuse'];

function ActionLog() {
  const { t } = useTranslation('moderation');
  const log = useModerationLog();
  // The same date format as the rest of the admin pages (medium date, short time, interface language).
  const format = useFormat();
  const actionName = (action: string) => (LOG_ACTIONS.includes(action) ? t(`admin.logActions.${action}`) : action);
  return (
    <section className="card space-y-3" aria-labelledby="log-title">
      <h2 id="log-title" className="text-xl font-bold">
        {t('admin.logTitle')}
      </h2>
      {log.isLoading ? (
        <Spinner />
      ) : log.data?.length ? (
        <ul className="divide-y divide-slate-800 text-sm" aria-label={t('admin.logTitle')}>
          {log.data.map((e) => (
            <li key={e.id} className="py-2" data-testid="log-entry">
              <p className="flex flex-wrap gap-x-3">
                <time dateTime={e.createdAt} className="text-slate-400">
                  {format.dateTime(e.createdAt)}
                </time>
                <span className="font-semibold">{e.actor}</span>
                <span className="text-indigo-200">
                  {actionName(e.action)}
                  {e.language && ` (${isLanguage(e.language) ? LANGUAGE_NAMES[e.language] : e.language})`}
                </span>
              </p>
              <p className="break-words text-slate-300">{e.detail}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-400">{t('admin.logEmpty')}</p>
      )}
    </section>
  );
}

/** Admin tab next to Messages: grant the moderator role per language, and read every moderation action. */
export function ModeratorsTab() {
  const { t } = useTranslation('moderation');
  return (
    <div className="space-y-4">
      <Link to="/moderation" className="btn btn-secondary">
        {t('admin.openQueue')}
      </Link>
      <div className="grid gap-6 lg:grid-cols-2">
        <RoleForm />
        <ActionLog />
      </div>
    </div>
  );
}
