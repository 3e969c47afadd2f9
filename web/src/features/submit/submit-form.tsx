import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ImagePlus, Plus, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { IMAGES_PER_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../shared/constants';
import { REVIEW_TEXT_MAX, REVIEWER_MAX } from '../../../../shared/schemas/admin';
import { SUBMISSION_UPLOAD_MB, SUBMISSIONS_PER_DAY, type SubmissionInput } from '../../../../shared/schemas/submissions';
import { errorMessage } from '../../lib/api';
import { useGameNames } from '../game/game-api';
import { sendSubmission, submitKeys, uploadScreenshot } from './submit-api';

interface Shot {
  imagePath: string;
  transcript: string;
}
interface TextCard {
  reviewer: string;
  hours: string;
  recommended: boolean;
  posted: string;
  text: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const emptyCard = (): TextCard => ({ reviewer: '', hours: '', recommended: true, posted: today(), text: '' });

/** Moves item i one place up (-1) or down (+1). */
function moved<T>(list: T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

function OrderButtons({ index, count, onMove, onRemove, label }: { index: number; count: number; onMove(by: -1 | 1): void; onRemove(): void; label: string }) {
  const { t } = useTranslation('submit');
  return (
    <div className="flex gap-1">
      <button type="button" className="btn btn-ghost px-2" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('form.moveUp', { item: label })}>
        <ArrowUp className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className="btn btn-ghost px-2" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('form.moveDown', { item: label })}>
        <ArrowDown className="h-4 w-4" aria-hidden="true" />
      </button>
      <button type="button" className="btn btn-ghost px-2 text-rose-300" onClick={onRemove} aria-label={t('form.remove', { item: label })}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The puzzle form: the game, the language, then 1-3 screenshots or review texts, vaguest first. */
export function SubmitForm({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('submit');
  const id = useId();
  const queryClient = useQueryClient();
  const names = useGameNames();
  const [kind, setKind] = useState<'text' | 'screenshots'>('text');
  const [gameName, setGameName] = useState('');
  const [newTitle, setNewTitle] = useState(false);
  const [genre, setGenre] = useState('');
  const [language, setLanguage] = useState<Language>((LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en');
  const [credit, setCredit] = useState(false);
  const [shots, setShots] = useState<Shot[]>([]);
  const [cards, setCards] = useState<TextCard[]>([emptyCard()]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setGameName('');
    setNewTitle(false);
    setGenre('');
    setShots([]);
    setCards([emptyCard()]);
    setError(null);
  };

  const send = useMutation({
    mutationFn: sendSubmission,
    onSuccess: () => {
      toast.success(t('form.sent'));
      reset();
      void queryClient.invalidateQueries({ queryKey: submitKeys.mine });
    },
    onError: (err) => setError(errorMessage(err, t('form.failed'))),
  });

  async function addFiles(files: FileList | null) {
    if (!files) return;
    setUploading(true);
    setError(null);
    try {
      for (const file of [...files].slice(0, IMAGES_PER_LANGUAGE - shots.length)) {
        const up = await uploadScreenshot(file);
        setShots((list) => [...list, { imagePath: up.imagePath, transcript: '' }]);
      }
    } catch (err) {
      setError(errorMessage(err, t('form.uploadFailed')));
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const common = { language, gameName: gameName.trim(), newTitle, genre: genre.trim(), credit };
    if (!common.gameName) return setError(t('form.needGame'));
    if (!common.genre) return setError(t('form.needGenre'));
    let body: SubmissionInput;
    if (kind === 'screenshots') {
      if (shots.length === 0) return setError(t('form.needShot'));
      body = { kind, ...common, screenshots: shots.map((s) => ({ imagePath: s.imagePath, transcript: s.transcript.trim() || undefined })) };
    } else {
      body = {
        kind,
        ...common,
        cards: cards.map((c) => ({ reviewer: c.reviewer.trim(), hours: Number(c.hours || 0), recommended: c.recommended, posted: c.posted, text: c.text.trim() })),
      };
    }
    send.mutate(body);
  }

  const setCard = (i: number, patch: Partial<TextCard>) => setCards((list) => list.map((c, n) => (n === i ? { ...c, ...patch } : c)));
  const setShot = (i: number, patch: Partial<Shot>) => setShots((list) => list.map((s, n) => (n === i ? { ...s, ...patch } : s)));

  return (
    <form onSubmit={submit} noValidate className={`card space-y-5 ${className}`} aria-label={t('form.label')}>
      <h2 className="text-xl font-bold">{t('form.heading')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-game`} className="label">
            {t('form.game')}
          </label>
          <input id={`${id}-game`} className="input" list={`${id}-names`} maxLength={200} value={gameName} onChange={(e) => setGameName(e.target.value)} autoComplete="off" />
          <datalist id={`${id}-names`}>
            {gameName.trim().length >= 2 &&
              (names.data ?? [])
                .filter((n) => n.toLowerCase().includes(gameName.trim().toLowerCase()))
                .slice(0, 20)
                .map((n) => <option key={n} value={n} />)}
          </datalist>
          <label className="mt-2 flex items-center gap-2 text-sm text-slate-300">
            <input type="checkbox" checked={newTitle} onChange={(e) => setNewTitle(e.target.checked)} />
            {t('form.newTitle')}
          </label>
        </div>
        <div>
          <label htmlFor={`${id}-genre`} className="label">
            {t('form.genre')}
          </label>
          <input id={`${id}-genre`} className="input" maxLength={100} placeholder={t('form.genrePlaceholder')} value={genre} onChange={(e) => setGenre(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-language`} className="label">
            {t('form.language')}
          </label>
          <select id={`${id}-language`} className="input" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset>
        <legend className="label">{t('form.kind')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl border border-slate-800 bg-slate-950 p-1">
          {(['text', 'screenshots'] as const).map((k) => (
            <label key={k} className={`cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold ${kind === k ? 'bg-indigo-500 text-white' : 'text-slate-300 hover:bg-slate-800'}`}>
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} className="sr-only" />
              {t(`form.kinds.${k}`)}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-400">{t('form.vaguestFirst')}</p>
      </fieldset>

      {kind === 'screenshots' ? (
        <div className="space-y-3">
          {shots.map((s, i) => (
            <div key={s.imagePath} className="rounded-xl border border-slate-800 bg-slate-950/60 p-3">
              <div className="mb-2 flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{t('form.screenshotN', { n: i + 1 })}</span>
                <OrderButtons
                  index={i}
                  count={shots.length}
                  label={t('form.screenshotN', { n: i + 1 })}
                  onMove={(by) => setShots((list) => moved(list, i, by))}
                  onRemove={() => setShots((list) => list.filter((_, n) => n !== i))}
                />
              </div>
              <img src={s.imagePath} alt={t('form.screenshotN', { n: i + 1 })} className="mb-2 max-h-48 w-full rounded-lg object-contain" />
              <label htmlFor={`${id}-tr-${i}`} className="label">
                {t('form.transcript')}
              </label>
              <textarea id={`${id}-tr-${i}`} className="input" rows={2} maxLength={4000} value={s.transcript} onChange={(e) => setShot(i, { transcript: e.target.value })} />
            </div>
          ))}
          {shots.length < IMAGES_PER_LANGUAGE && (
            <label className={`btn btn-secondary w-full cursor-pointer ${uploading ? 'opacity-50' : ''}`}>
              <ImagePlus className="h-4 w-4" aria-hidden="true" />
              {uploading ? t('form.uploading') : t('form.addScreenshot')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                disabled={uploading}
                onChange={(e) => {
                  void addFiles(e.target.files);
                  e.target.value = '';
                }}
              />
            </label>
          )}
          <p className="text-sm text-slate-400">{t('form.screenshotRules', { mb: SUBMISSION_UPLOAD_MB, max: IMAGES_PER_LANGUAGE })}</p>
        </div>
      ) : (
        <div className="space-y-3">
          {cards.map((c, i) => (
            <div key={i} className="space-y-2 rounded-xl border border-slate-800 bg-slate-950/60 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">{t('form.reviewN', { n: i + 1 })}</span>
                {cards.length > 1 && (
                  <OrderButtons
                    index={i}
                    count={cards.length}
                    label={t('form.reviewN', { n: i + 1 })}
                    onMove={(by) => setCards((list) => moved(list, i, by))}
                    onRemove={() => setCards((list) => list.filter((_, n) => n !== i))}
                  />
                )}
              </div>
              <div className="grid gap-2 sm:grid-cols-3">
                <div>
                  <label htmlFor={`${id}-rv-${i}`} className="label">
                    {t('form.reviewer')}
                  </label>
                  <input id={`${id}-rv-${i}`} className="input" maxLength={REVIEWER_MAX} value={c.reviewer} onChange={(e) => setCard(i, { reviewer: e.target.value })} />
                </div>
                <div>
                  <label htmlFor={`${id}-hr-${i}`} className="label">
                    {t('form.hours')}
                  </label>
                  <input id={`${id}-hr-${i}`} className="input" type="number" min={0} step={0.1} inputMode="decimal" value={c.hours} onChange={(e) => setCard(i, { hours: e.target.value })} />
                </div>
                <div>
                  <label htmlFor={`${id}-po-${i}`} className="label">
                    {t('form.posted')}
                  </label>
                  <input id={`${id}-po-${i}`} className="input" type="date" value={c.posted} onChange={(e) => setCard(i, { posted: e.target.value })} />
                </div>
              </div>
              <label className="flex items-center gap-2 text-sm text-slate-300">
                <input type="checkbox" checked={c.recommended} onChange={(e) => setCard(i, { recommended: e.target.checked })} />
                {t('form.recommended')}
              </label>
              <label htmlFor={`${id}-tx-${i}`} className="label">
                {t('form.text')}
              </label>
              <textarea id={`${id}-tx-${i}`} className="input" rows={4} maxLength={REVIEW_TEXT_MAX} value={c.text} onChange={(e) => setCard(i, { text: e.target.value })} />
            </div>
          ))}
          {cards.length < IMAGES_PER_LANGUAGE && (
            <button type="button" className="btn btn-secondary w-full" onClick={() => setCards((list) => [...list, emptyCard()])}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('form.addReview')}
            </button>
          )}
          <p className="text-sm text-slate-400">{t('form.textRules')}</p>
        </div>
      )}

      <label className="flex items-start gap-2 text-sm text-slate-300">
        <input type="checkbox" className="mt-1" checked={credit} onChange={(e) => setCredit(e.target.checked)} />
        {t('form.credit')}
      </label>
      {error && (
        <p role="alert" className="rounded-lg border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={send.isPending || uploading}>
          {send.isPending ? t('form.sending') : t('form.submit')}
        </button>
        <span className="text-sm text-slate-400">{t('form.limit', { count: SUBMISSIONS_PER_DAY })}</span>
      </div>
    </form>
  );
}
