import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../shared/constants';
import type { MySubmission } from '../../../../shared/schemas/submissions';
import { Spinner } from '../../components/spinner';
import { StateBadge } from '../../components/submission-state-badge';
import { useMySubmissions } from './submit-api';

function Item({ s }: { s: MySubmission }) {
  const { t, i18n } = useTranslation('submit');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(s.createdAt));
  return (
    <li className="rounded-xl border border-slate-800 bg-slate-950/60 p-3" data-testid="my-submission">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{s.gameName}</span>
        <StateBadge state={s.state} />
      </div>
      <p className="text-sm text-slate-400">
        {LANGUAGE_NAMES[s.language]} · {t(`form.kinds.${s.kind}`)} · {date}
      </p>
      {s.state === 'refused' && s.refusalReason && (
        <p className="mt-2 text-sm text-rose-200">
          <strong>{t(`reasons.${s.refusalReason}`)}</strong>
          {s.refusalNote && <span className="block text-slate-300">“{s.refusalNote}”</span>}
        </p>
      )}
      {s.state === 'approved' && <p className="mt-2 text-sm text-emerald-200">{t('mine.approvedNote')}</p>}
    </li>
  );
}

/** "My submissions": every puzzle the player sent, its state, and why a refused one was refused. */
export function MySubmissions({ className = '' }: { className?: string }) {
  const { t } = useTranslation('submit');
  const mine = useMySubmissions(true);
  return (
    <section className={`card ${className}`} aria-labelledby="my-submissions-title">
      <h2 id="my-submissions-title" className="mb-1 text-xl font-bold">
        {t('mine.title')}
      </h2>
      {mine.data && <p className="mb-3 text-sm text-slate-400">{t('mine.usedToday', { used: mine.data.limits.usedToday, max: mine.data.limits.perDay })}</p>}
      {mine.isLoading ? (
        <Spinner />
      ) : mine.isError ? (
        <p className="text-rose-300">{t('mine.failed')}</p>
      ) : mine.data && mine.data.submissions.length > 0 ? (
        <ul className="space-y-2">
          {mine.data.submissions.map((s) => (
            <Item key={s.id} s={s} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-400">{t('mine.empty')}</p>
      )}
    </section>
  );
}
