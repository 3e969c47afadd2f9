import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, type Difficulty } from '../../../../shared/constants';
import type { QueueItem } from '../../../../shared/schemas/submissions';
import { errorMessage } from '../../lib/api';
import { editSubmission, moderationKeys, redactScreenshot } from './moderation-api';

/** Fixes a submission before deciding: fields, screenshot order and transcripts, and black boxes over names. */
export function EditPanel({ submission, onDone }: { submission: QueueItem; onDone(): void }) {
  const { t } = useTranslation('moderation');
  const queryClient = useQueryClient();
  const id = submission.id;
  const [gameName, setGameName] = useState(submission.gameName);
  const [genre, setGenre] = useState(submission.genre);
  const [difficulty, setDifficulty] = useState<Difficulty>(submission.difficulty);
  const [aliases, setAliases] = useState(submission.aliases.join(', '));
  const [images, setImages] = useState(submission.images.map((i) => ({ imagePath: i.imagePath, transcript: i.transcript ?? '' })));
  const [box, setBox] = useState({ slot: 0, left: 0, top: 0, width: 100, height: 20 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: moderationKeys.all });

  const save = useMutation({
    mutationFn: () =>
      editSubmission(id, {
        gameName: gameName.trim(),
        genre: genre.trim(),
        difficulty,
        aliases: aliases.split(',').map((a) => a.trim()).filter(Boolean),
        images: images.map((i) => ({ imagePath: i.imagePath, transcript: i.transcript.trim() || null })),
      }),
    onSuccess: () => {
      toast.success(t('edit.saved'));
      void refresh();
      onDone();
    },
    onError: (err) => toast.error(errorMessage(err, t('failed'))),
  });

  const redact = useMutation({
    mutationFn: () => redactScreenshot(id, { slot: box.slot, left: box.left / 100, top: box.top / 100, width: box.width / 100, height: box.height / 100 }),
    onSuccess: (updated) => {
      toast.success(t('edit.redacted'));
      setImages(updated.images.map((i) => ({ imagePath: i.imagePath, transcript: i.transcript ?? '' })));
      void refresh();
    },
    onError: (err) => toast.error(errorMessage(err, t('failed'))),
  });

  const move = (i: number, by: -1 | 1) =>
    setImages((list) => {
      const j = i + by;
      if (j < 0 || j >= list.length) return list;
      const next = [...list];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const pct = (key: 'left' | 'top' | 'width' | 'height') => (
    <label className="text-xs text-slate-400">
      {t(`edit.box.${key}`)}
      <input type="number" min={0} max={100} className="input mt-1 py-1" value={box[key]} onChange={(e) => setBox((b) => ({ ...b, [key]: Number(e.target.value) }))} />
    </label>
  );

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-indigo-500/30 bg-slate-950/60 p-3" aria-label={t('edit.label')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="label">
          {t('edit.game')}
          <input className="input mt-1" value={gameName} onChange={(e) => setGameName(e.target.value)} />
        </label>
        <label className="label">
          {t('edit.genre')}
          <input className="input mt-1" value={genre} onChange={(e) => setGenre(e.target.value)} />
        </label>
        <label className="label">
          {t('edit.difficulty')}
          <select className="input mt-1" value={difficulty} onChange={(e) => setDifficulty(e.target.value as Difficulty)}>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`difficulty.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="label">
          {t('edit.aliases')}
          <input className="input mt-1" value={aliases} onChange={(e) => setAliases(e.target.value)} placeholder={t('edit.aliasesHint')} />
        </label>
      </div>
      <ol className="space-y-2">
        {images.map((img, i) => (
          <li key={img.imagePath} className="flex flex-col gap-2 rounded-lg border border-slate-800 p-2 sm:flex-row">
            <img src={img.imagePath} alt="" className="h-16 w-24 shrink-0 rounded object-cover" />
            <label className="min-w-0 flex-1 text-xs text-slate-400">
              {t('edit.transcriptN', { n: i + 1 })}
              <textarea className="input mt-1 text-sm" rows={2} value={img.transcript} onChange={(e) => setImages((list) => list.map((x, n) => (n === i ? { ...x, transcript: e.target.value } : x)))} />
            </label>
            <div className="flex sm:flex-col">
              <button type="button" className="btn btn-ghost px-1.5 py-1" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('edit.up', { n: i + 1 })}>
                <ArrowUp className="h-4 w-4" aria-hidden="true" />
              </button>
              <button type="button" className="btn btn-ghost px-1.5 py-1" disabled={i === images.length - 1} onClick={() => move(i, 1)} aria-label={t('edit.down', { n: i + 1 })}>
                <ArrowDown className="h-4 w-4" aria-hidden="true" />
              </button>
              <button type="button" className="btn btn-ghost px-1.5 py-1 text-rose-300" disabled={images.length === 1} onClick={() => setImages((list) => list.filter((_, n) => n !== i))} aria-label={t('edit.remove', { n: i + 1 })}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      <fieldset className="rounded-lg border border-slate-800 p-2">
        <legend className="px-1 text-sm font-semibold text-slate-300">{t('edit.redactTitle')}</legend>
        <p className="mb-2 text-xs text-slate-400">{t('edit.redactHelp')}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <label className="text-xs text-slate-400">
            {t('edit.box.slot')}
            <select className="input mt-1 py-1" value={box.slot} onChange={(e) => setBox((b) => ({ ...b, slot: Number(e.target.value) }))}>
              {images.map((_, i) => (
                <option key={i} value={i}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
          {pct('left')}
          {pct('top')}
          {pct('width')}
          {pct('height')}
        </div>
        <button type="button" className="btn btn-secondary mt-2" disabled={redact.isPending} onClick={() => redact.mutate()}>
          {t('edit.redact')}
        </button>
      </fieldset>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('edit.save')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}
