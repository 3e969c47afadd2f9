import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CalendarClock, CalendarDays, CalendarPlus, ImageOff, Info, Pencil, Plus, Sparkles, Trash2 } from 'lucide-react';
import { utcDate } from '../../../../../shared/constants';
import type { DailyChallenge } from '../../../../../shared/schemas/admin';
import { Spinner } from '../../../components/spinner';
import { currentLocale, formatDay, useFormat } from '../../../i18n/format';
import { staffErrorMessage } from '../../../lib/api';
import { imageUrl } from '../../../lib/image-url';
import { Badge, DifficultyBadge } from '../components/badges';
import { challengeKeys, deleteChallenge, useChallenge, type ChallengeSlot } from './challenges-api';
import { ChallengeModal, type ChallengeModalTarget } from './challenge-modal';
import { ChallengeCalendar } from './challenge-calendar';
import { tomorrowUtc } from './review-picker';

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

/** "Sunday, November 23, 2026" for a YYYY-MM-DD UTC day, in the given (else the interface) language. */
export function formatChallengeDate(date: string, locale = currentLocale()): string {
  return formatDay(date, locale, LONG_DATE);
}

function ReviewThumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex h-14 w-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-800 text-slate-500">
      {src && !failed ? <img src={imageUrl(src)} alt="" loading="lazy" className="h-full w-full object-cover object-left-top" onError={() => setFailed(true)} /> : <ImageOff className="h-5 w-5" aria-hidden="true" />}
    </div>
  );
}

interface ChallengeCardProps {
  slot: ChallengeSlot;
  title: string;
  onCreate(date: string): void;
  onEdit(challenge: DailyChallenge): void;
  onDelete(challenge: DailyChallenge): void;
  deletingId: string | null;
}

function ChallengeCard({ slot, title, onCreate, onEdit, onDelete, deletingId }: ChallengeCardProps) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const query = useChallenge(slot);
  const challenge = query.data;
  const headingId = `challenge-${slot}-title`;
  const Icon = slot === 'current' ? CalendarDays : CalendarClock;

  let body;
  if (query.isPending) body = <Spinner label={t('challenges.loading')} />;
  else if (query.isError) body = <p className="py-10 text-center text-slate-400">{t('challenges.loadFailed')}</p>;
  else if (!challenge) {
    body = (
      <div className="flex flex-col items-center gap-3 py-8 text-center">
        <CalendarPlus className="h-10 w-10 text-slate-600" aria-hidden="true" />
        <p className="text-slate-400">{slot === 'current' ? t('challenges.noneToday') : t('challenges.noneNext')}</p>
        <button type="button" className="btn btn-primary" onClick={() => onCreate(slot === 'current' ? utcDate() : tomorrowUtc())}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('actions.create')}
        </button>
      </div>
    );
  } else {
    body = (
      <>
        <p className="mb-3 text-slate-300" data-testid={`challenge-${slot}-date`}>
          <time dateTime={challenge.date}>{formatChallengeDate(challenge.date, format.locale)}</time>
        </p>
        {challenge.source === 'auto' && (
          <p className="mb-4 flex gap-2 rounded-lg bg-sky-500/10 px-3 py-2 text-sm text-sky-200">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t('challenges.autoNote')}
          </p>
        )}
        <ol className="space-y-2">
          {challenge.reviewIds.map((review, i) => (
            <li key={review._id} className="flex items-center gap-3 rounded-xl border border-slate-800 bg-slate-950/50 p-2">
              <span className="w-5 shrink-0 text-center text-sm font-bold text-slate-400" aria-hidden="true">
                {i + 1}
              </span>
              <ReviewThumb src={review.image} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-100" title={review.gameName}>
                  {review.gameName}
                </p>
                <DifficultyBadge difficulty={review.difficulty} />
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" className="btn btn-secondary px-3 py-1.5 text-sm" onClick={() => onEdit(challenge)} aria-label={t('challenges.editTitle', { title })}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('actions.edit')}
          </button>
          {!challenge.isActive && (
            <button
              type="button"
              className="btn bg-rose-500/15 px-3 py-1.5 text-sm text-rose-200 hover:bg-rose-500/25"
              onClick={() => onDelete(challenge)}
              disabled={deletingId === challenge._id}
              aria-label={t('challenges.deleteTitle', { title })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('actions.delete')}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="card flex min-w-0 flex-col p-4 sm:p-6" aria-labelledby={headingId} data-testid={`challenge-${slot}`}>
      <div className="mb-2 flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
          <Icon className="h-5 w-5 text-indigo-300" aria-hidden="true" />
          {title}
        </h2>
        {challenge?.isActive && <Badge tone="green">{t('challenges.active')}</Badge>}
        {challenge?.source === 'auto' && (
          <Badge tone="sky">
            <Sparkles className="h-3 w-3" aria-hidden="true" />
            {t('challenges.autoPicked')}
          </Badge>
        )}
      </div>
      {body}
    </section>
  );
}

export function ChallengesTab() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ChallengeModalTarget | null>(null);
  const current = useChallenge('current');
  const next = useChallenge('next');

  useEffect(() => {
    if (current.isError || next.isError) toast.error(t('challenges.loadFailed'), { id: 'admin-challenges-error' });
  }, [current.isError, next.isError, t]);

  const remove = useMutation({
    mutationFn: (challenge: DailyChallenge) => deleteChallenge(challenge._id),
    onSuccess: () => toast.success(t('challenges.deleted')),
    onError: (error) => toast.error(staffErrorMessage(error, t('challenges.deleteFailed'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: challengeKeys.all }),
  });

  const cardProps = {
    onCreate: (date: string) => setTarget({ mode: 'create', date }),
    onEdit: (challenge: DailyChallenge) => setTarget({ mode: 'edit', challenge }),
    onDelete: (challenge: DailyChallenge) => {
      if (window.confirm(t('challenges.deletePrompt'))) remove.mutate(challenge);
    },
    deletingId: remove.isPending ? remove.variables._id : null,
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-slate-400">{t('challenges.intro')}</p>
        <button type="button" className="btn btn-primary" onClick={() => setTarget({ mode: 'create' })}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {t('challenges.create')}
        </button>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChallengeCard slot="current" title={t('challenges.today')} {...cardProps} />
        <ChallengeCard slot="next" title={t('challenges.next')} {...cardProps} />
      </div>
      <ChallengeCalendar onCreate={cardProps.onCreate} onEdit={cardProps.onEdit} />
      <ChallengeModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
