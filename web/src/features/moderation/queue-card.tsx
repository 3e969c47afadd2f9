import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { REFUSAL_REASONS, type QueueItem, type RefusalReason } from '../../../../shared/schemas/submissions';
import { errorMessage } from '../../lib/api';
import { StateBadge } from '../../components/submission-state-badge';
import { EditPanel } from './edit-panel';
import { approveSubmission, moderationKeys, refuseSubmission } from './moderation-api';
import { PlayerPreview } from './player-preview';

function Decision({ submission }: { submission: QueueItem }) {
  const { t } = useTranslation('moderation');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<RefusalReason | ''>('');
  const [note, setNote] = useState('');
  const done = (message: string) => {
    toast.success(message);
    void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  };
  const approve = useMutation({
    mutationFn: (active: boolean) => approveSubmission(submission.id, active),
    onSuccess: () => done(t('decision.approved')),
    onError: (err) => toast.error(errorMessage(err, t('failed'))),
  });
  const refuse = useMutation({
    mutationFn: () => refuseSubmission(submission.id, reason as RefusalReason, note.trim()),
    onSuccess: () => done(t('decision.refused')),
    onError: (err) => toast.error(errorMessage(err, t('failed'))),
  });
  const busy = approve.isPending || refuse.isPending;
  const reasonId = `reason-${submission.id}`;
  const noteId = `note-${submission.id}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="space-y-2">
        <p className="text-sm font-semibold text-slate-300">{t('decision.approveTitle')}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => approve.mutate(true)}>
            {t('decision.approveActive')}
          </button>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => approve.mutate(false)}>
            {t('decision.approveInactive')}
          </button>
        </div>
      </div>
      <div className="space-y-2">
        <label htmlFor={reasonId} className="label">
          {t('decision.reason')}
        </label>
        <select id={reasonId} className="input" value={reason} onChange={(e) => setReason(e.target.value as RefusalReason)}>
          <option value="">{t('decision.pickReason')}</option>
          {REFUSAL_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`submit:reasons.${r}`)}
            </option>
          ))}
        </select>
        <label htmlFor={noteId} className="label">
          {t('decision.note')}
        </label>
        <textarea id={noteId} className="input" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        <button type="button" className="btn bg-rose-600 text-white hover:bg-rose-500" disabled={busy || reason === ''} onClick={() => refuse.mutate()}>
          {t('decision.refuse')}
        </button>
      </div>
    </div>
  );
}

/** One submission in the queue: who sent what, the server's warnings, the player's view, and the decision. */
export function QueueCard({ submission: s }: { submission: QueueItem }) {
  const { t, i18n } = useTranslation('moderation');
  const [editing, setEditing] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(s.createdAt));
  return (
    <li className="card space-y-4 p-4 sm:p-6" data-testid="queue-item" aria-label={s.gameName}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-xl font-bold">{s.gameName}</h2>
          <p className="text-sm text-slate-400">
            {t('item.meta', { user: s.submitter, date, genre: s.genre })} · {t(`submit:form.kinds.${s.kind}`)}
            {s.credit && ` · ${t('item.wantsCredit')}`}
          </p>
        </div>
        <StateBadge state={s.state} />
      </header>
      {s.checks.length > 0 && (
        <ul className="space-y-1 rounded-xl border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100" aria-label={t('item.checks')}>
          {s.checks.map((c, i) => (
            <li key={i} className="flex gap-2">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-300" aria-hidden="true" />
              {c.message}
            </li>
          ))}
        </ul>
      )}
      {s.state === 'refused' && s.refusalReason && (
        <p className="text-sm text-rose-200">
          {t(`submit:reasons.${s.refusalReason}`)}
          {s.refusalNote && ` - ${s.refusalNote}`}
        </p>
      )}
      <PlayerPreview images={s.images} />
      {s.state === 'pending' &&
        (editing ? (
          <EditPanel submission={s} onDone={() => setEditing(false)} />
        ) : (
          <>
            <button type="button" className="btn btn-ghost border border-slate-700" onClick={() => setEditing(true)}>
              {t('item.edit')}
            </button>
            <Decision submission={s} />
          </>
        ))}
    </li>
  );
}
