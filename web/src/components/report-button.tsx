import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Flag } from 'lucide-react';
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '../../../shared/schemas/reports';
import { Modal } from './modal';
import { apiRequest, errorMessage, isUnauthorized } from '../lib/api';
import { useAuth } from '../lib/auth-context';

const sendReport = (body: { reviewId: string; reason: ReportReason; note: string }) => apiRequest('/game/reports', { method: 'POST', body });

/** "Report a problem" on a resolved review (signed-in players; the server checks they played it to its end). */
export function ReportButton({ reviewId, label }: { reviewId: string; label?: string }) {
  const { isAuthenticated } = useAuth();
  const { t } = useTranslation('reports');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  if (!isAuthenticated) return null;
  return (
    <>
      <button type="button" className="btn btn-ghost px-1.5 py-1 text-sm" onClick={() => setOpen(true)} disabled={sent} data-testid="report-button">
        <Flag className="h-4 w-4" aria-hidden="true" />
        {sent ? t('sent') : (label ?? t('button'))}
      </button>
      <Modal open={open} title={t('title')} onClose={() => setOpen(false)}>
        {open && (
          <ReportForm
            reviewId={reviewId}
            onDone={() => {
              setSent(true);
              setOpen(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function ReportForm({ reviewId, onDone }: { reviewId: string; onDone(): void }) {
  const { t } = useTranslation('reports');
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const send = useMutation({
    mutationFn: () => sendReport({ reviewId, reason: reason!, note }),
    onSuccess: () => {
      toast.success(t('thanks'));
      onDone();
    },
    onError: (err) => {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, t('failed')));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) send.mutate();
  };
  return (
    <form className="space-y-4 text-left" onSubmit={submit}>
      <fieldset className="space-y-2">
        <legend className="label">{t('reason')}</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-800">
            <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
            {t(`reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="report-note" className="label">
          {t('note')}
        </label>
        <textarea id="report-note" className="input" rows={3} maxLength={REPORT_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={!reason || send.isPending}>
        {t('send')}
      </button>
    </form>
  );
}

/** The finished daily: one "Report" button per review, so a problem can be reported at leisure. */
export function DailyReports({ reviewIds }: { reviewIds: string[] }) {
  const { isAuthenticated } = useAuth();
  const { t } = useTranslation('reports');
  if (!isAuthenticated) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-1 text-sm text-slate-400" data-testid="daily-reports">
      <span>{t('button')}:</span>
      {reviewIds.map((id, i) => (
        <ReportButton key={id} reviewId={id} label={`#${i + 1}`} />
      ))}
    </div>
  );
}
