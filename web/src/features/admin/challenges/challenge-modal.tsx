import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Check, ImageOff, LoaderCircle, X } from 'lucide-react';
import { SearchBox } from '../components/search-box';
import { DAILY_REVIEW_COUNT, type Difficulty } from '../../../../../shared/constants';
import type { DailyChallenge } from '../../../../../shared/schemas/admin';
import { Modal, useUnsavedChanges } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../i18n/format';
import { staffErrorMessage } from '../../../lib/api';
import { imageUrl } from '../../../lib/image-url';
import { translateAdminMessage } from '../admin-i18n';
import { ActiveBadge, DifficultyBadge } from '../components/badges';
import { ADMIN_LANGUAGES } from '../components/language-flag';
import { useDebouncedValue } from '../components/use-debounced-value';
import { CHALLENGE_PICKER_LIMIT, useAdminReviews } from '../reviews/reviews-api';
import { challengeKeys, createChallenge, updateChallenge, useNextFreeDate } from './challenges-api';
import { checkChallenge, toggleReview, tomorrowUtc } from './review-picker';
import { RepeatWarning } from './repeat-warning';

export type ChallengeModalTarget = { mode: 'create'; date?: string } | { mode: 'edit'; challenge: DailyChallenge };

export function ChallengeModal({ target, onClose }: { target: ChallengeModalTarget | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  return (
    <Modal open={target !== null} title={target?.mode === 'edit' ? t('challengeForm.editTitle') : t('challengeForm.createTitle')} onClose={onClose} width="max-w-2xl">
      {target && <ChallengeForm key={target.mode === 'edit' ? target.challenge._id : 'create'} target={target} onDone={onClose} />}
    </Modal>
  );
}

interface PickerItem {
  _id: string;
  gameName: string;
  genre: string;
  aliases: string[];
  difficulty: Difficulty;
  image: string | null;
  isActive: boolean;
}

function Thumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="hidden h-10 w-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-800 text-slate-500 sm:flex" aria-hidden="true">
      {src && !failed ? <img src={imageUrl(src)} alt="" loading="lazy" className="h-full w-full object-cover object-left-top" onError={() => setFailed(true)} /> : <ImageOff className="h-4 w-4" />}
    </span>
  );
}

function ChallengeForm({ target, onDone }: { target: ChallengeModalTarget; onDone(): void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const queryClient = useQueryClient();
  const isEdit = target.mode === 'edit';
  const initial = useMemo<PickerItem[]>(() => (target.mode === 'edit' ? target.challenge.reviewIds.map((r) => ({ ...r, genre: '', aliases: [], isActive: true })) : []), [target]);
  // Without a given date, the form offers the next day that has no challenge yet (asked of the server).
  const fixedDate = target.mode === 'edit' ? target.challenge.date : target.date;
  const nextFree = useNextFreeDate(fixedDate === undefined);
  const [typedDate, setTypedDate] = useState<string | null>(null);
  const defaultDate = fixedDate ?? (nextFree.isError ? tomorrowUtc() : (nextFree.data ?? ''));
  const date = typedDate ?? defaultDate;
  // The chosen reviews with what the form shows of them (a later search may not list them).
  const [picked, setPicked] = useState<PickerItem[]>(initial);
  const selected = picked.map((p) => p._id);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  // The server searches every active review (there may be more than the 100 listed at once).
  const reviews = useAdminReviews({ limit: CHALLENGE_PICKER_LIMIT, active: true, q: search || undefined });
  const requestClose = useUnsavedChanges((typedDate !== null && typedDate !== defaultDate) || selected.join() !== initial.map((i) => i._id).join());

  useEffect(() => {
    if (reviews.isError) toast.error(t('challengeForm.loadFailed'), { id: 'picker-reviews-error' });
  }, [reviews.isError, t]);

  // Reviews shown in the list, plus the ones an edited challenge already uses (even if inactive).
  const items = useMemo<PickerItem[]>(() => {
    const list: PickerItem[] = (reviews.data?.reviews ?? []).map((r) => ({
      _id: r._id,
      gameName: r.gameName,
      genre: r.genre,
      aliases: r.aliases,
      difficulty: r.difficulty,
      image: r.gameImage ?? ADMIN_LANGUAGES.map((l) => r.reviewImages[l]?.[0]).find(Boolean) ?? null,
      isActive: r.isActive,
    }));
    if (!search) for (const r of initial) if (!list.some((i) => i._id === r._id)) list.unshift(r);
    return list;
  }, [reviews.data, search, initial]);
  const total = reviews.data?.total ?? 0;

  const save = useMutation({
    mutationFn: (body: { date?: string; reviewIds: string[] }) =>
      target.mode === 'edit' ? updateChallenge(target.challenge._id, body.reviewIds) : createChallenge(body.date ?? date, body.reviewIds),
    onSuccess: () => {
      toast.success(isEdit ? t('challengeForm.updated') : t('challengeForm.created'));
      void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
      onDone();
    },
    onError: (error) => toast.error(staffErrorMessage(error, t('challengeForm.saveFailed'))),
  });

  function pick(item: PickerItem) {
    const result = toggleReview(selected, item._id);
    if (result.error) toast.error(translateAdminMessage(t, result.error), { id: 'picker-too-many' });
    setPicked(result.selected.map((id) => picked.find((p) => p._id === id) ?? item));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = checkChallenge(isEdit ? 'edit' : 'create', date, selected);
    if (!result.ok) {
      toast.error(translateAdminMessage(t, result.message));
      if (!date && !isEdit) document.getElementById('challenge-date')?.focus();
      return;
    }
    save.mutate(result.body);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="challenge-form">
      <div>
        <label htmlFor="challenge-date" className="label">
          {t('challengeForm.date')}
        </label>
        <input
          id="challenge-date"
          type="date"
          className="input disabled:cursor-not-allowed disabled:opacity-60 sm:max-w-56"
          value={date}
          disabled={isEdit}
          required
          aria-busy={!isEdit && date === '' && nextFree.isPending}
          onChange={(e) => setTypedDate(e.target.value)}
        />
        {isEdit && <p className="mt-1 text-xs text-slate-400">{t('challengeForm.dateFixed')}</p>}
      </div>

      <fieldset className="min-w-0 space-y-3">
        <legend className="label flex w-full items-center justify-between">
          <span>{t('challengeForm.select')}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${selected.length === DAILY_REVIEW_COUNT ? 'bg-emerald-500/20 text-emerald-300' : 'bg-slate-800 text-slate-300'}`}
            data-testid="picker-count"
            aria-live="polite"
          >
            ({selected.length}/{DAILY_REVIEW_COUNT})
          </span>
        </legend>

        <ol className="grid gap-2 sm:grid-cols-3" aria-label={t('challengeForm.selected')}>
          {Array.from({ length: DAILY_REVIEW_COUNT }, (_, i) => {
            const item = picked[i];
            return (
              <li
                key={i}
                className={`flex min-h-11 items-center gap-2 rounded-lg border px-2 py-1.5 text-sm ${item ? 'border-indigo-400/60 bg-indigo-500/10' : 'border-dashed border-slate-700 text-slate-400'}`}
              >
                <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-800 text-xs font-bold text-slate-300">{i + 1}</span>
                {item ? (
                  <>
                    <span className="min-w-0 flex-1 truncate font-medium text-slate-100" title={item.gameName}>
                      {item.gameName}
                    </span>
                    <button
                      type="button"
                      className="rounded p-1 text-slate-400 hover:bg-slate-700 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400"
                      aria-label={t('challengeForm.remove', { game: item.gameName })}
                      onClick={() => pick(item)}
                    >
                      <X className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </>
                ) : (
                  <span>{t('challengeForm.empty')}</span>
                )}
              </li>
            );
          })}
        </ol>

        <RepeatWarning date={date} reviewIds={selected} />

        <SearchBox label={t('challengeForm.search')} value={query} onChange={setQuery} />

        {reviews.isPending ? (
          <Spinner label={t('challengeForm.loading')} />
        ) : (
          <ul className="max-h-[min(22rem,45vh)] space-y-1 overflow-y-auto rounded-xl border border-slate-800 bg-slate-950/60 p-1" aria-label={t('challengeForm.list')} data-testid="picker-list">
            {items.length === 0 && (
              <li className="px-3 py-8 text-center text-sm text-slate-400">{search ? t('challengeForm.noMatch') : t('challengeForm.noActive')}</li>
            )}
            {items.map((item) => {
              const position = selected.indexOf(item._id);
              const checked = position >= 0;
              return (
                <li key={item._id}>
                  <label
                    className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-400 ${checked ? 'bg-indigo-500/15' : 'hover:bg-slate-800/70'}`}
                  >
                    <input type="checkbox" className="sr-only" checked={checked} onChange={() => pick(item)} />
                    <span
                      className={`flex h-5 w-5 shrink-0 items-center justify-center rounded border text-xs font-bold ${checked ? 'border-indigo-400 bg-indigo-500 text-white' : 'border-slate-600'}`}
                      aria-hidden="true"
                    >
                      {checked ? <Check className="h-3.5 w-3.5" /> : null}
                    </span>
                    <Thumb src={item.image} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-100">{item.gameName}</span>
                      {item.genre && <span className="block truncate text-xs text-slate-400">{item.genre}</span>}
                    </span>
                    {!item.isActive && <ActiveBadge isActive={false} />}
                    <DifficultyBadge difficulty={item.difficulty} />
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {reviews.data && total > reviews.data.reviews.length && (
          <p className="text-xs text-slate-400" data-testid="picker-more">
            {t(search ? 'challengeForm.moreMatching' : 'challengeForm.moreActive', { shown: format.number(reviews.data.reviews.length), total: format.number(total), count: total })}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 border-t border-slate-800 pt-4 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-ghost" onClick={requestClose}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {isEdit ? t('challengeForm.update') : t('challengeForm.create')}
        </button>
      </div>
    </form>
  );
}
