import { CircleCheck, CircleX, MessageSquareText, SkipForward } from 'lucide-react';
import { SubmittedBy } from './submitted-by';
import { useTranslation } from 'react-i18next';

/** `submittedBy`: the player who sent this puzzle in, shown only once it is resolved (if they agreed). */
export type Feedback = (
  | { kind: 'correct'; points: number; owedPaid: number; answer: string }
  | { kind: 'incorrect'; answer: string }
  | { kind: 'skipped'; answer: string }
) & { submittedBy?: string | null };

const STYLES = {
  correct: 'border-emerald-500/50 bg-emerald-500/10 text-emerald-100',
  incorrect: 'border-rose-500/50 bg-rose-500/10 text-rose-100',
  skipped: 'border-amber-500/50 bg-amber-500/10 text-amber-100',
} as const;

function Message({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation('game');
  switch (feedback.kind) {
    case 'correct':
      return (
        <>
          <CircleCheck className="h-6 w-6 shrink-0 text-emerald-400" aria-hidden="true" />
          <p>
            <strong className="block text-lg">{t('feedback.correct', { points: feedback.points })}</strong>
            {feedback.owedPaid > 0 && <span className="block text-sm">{t('feedback.owedPaid', { owed: feedback.owedPaid })}</span>}
            {t('feedback.itWas', { answer: feedback.answer })}
          </p>
        </>
      );
    case 'incorrect':
      return (
        <>
          <CircleX className="h-6 w-6 shrink-0 text-rose-400" aria-hidden="true" />
          <p>
            <strong className="block text-lg">{t('feedback.wrong')}</strong>
            {t('feedback.answerWas', { answer: feedback.answer })}
          </p>
        </>
      );
    case 'skipped':
      return (
        <>
          <SkipForward className="h-6 w-6 shrink-0 text-amber-400" aria-hidden="true" />
          <p>
            <strong className="block text-lg">{t('feedback.skipped')}</strong>
            {t('feedback.answerWas', { answer: feedback.answer })}
          </p>
        </>
      );
  }
}

/**
 * The result of the current review, announced to screen readers. The region is always rendered
 * (with a prompt while the review is open) so that it is announced when it changes and nothing moves.
 */
export function FeedbackArea({ feedback }: { feedback: Feedback | null }) {
  const { t } = useTranslation('game');
  return (
    <div role="status" aria-live="polite" aria-atomic="true" data-testid="feedback">
      {feedback ? (
        <div className={`flex min-h-20 items-center gap-3 rounded-xl border px-4 py-3 ${STYLES[feedback.kind]}`} data-kind={feedback.kind}>
          <Message feedback={feedback} />
          {feedback.submittedBy && <SubmittedBy name={feedback.submittedBy} />}
        </div>
      ) : (
        <div className="flex min-h-20 items-center gap-3 rounded-xl border border-slate-800 bg-slate-900/60 px-4 py-3 text-slate-300">
          <MessageSquareText className="h-6 w-6 shrink-0 text-indigo-300" aria-hidden="true" />
          <p>{t('feedback.prompt')}</p>
        </div>
      )}
    </div>
  );
}
