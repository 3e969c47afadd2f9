import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageOff, LoaderCircle, PenLine, Trash2, Upload } from 'lucide-react';
import type { Language } from '../../../../../shared/constants';
import { TRANSCRIPT_MAX } from '../../../../../shared/schemas/admin';
import { FieldError } from '../../../components/field-error';
import { imageUrl } from '../../../lib/image-url';
import { languageName } from '../components/language-flag';
import type { ImageSlot as Slot } from './review-form';
import { UPLOAD_ACCEPT } from './reviews-api';

export const slotHeadingId = (language: Language, index: number) => `review-slot-${language}-${index}`;
export const transcriptId = (language: Language, index: number) => `review-transcript-${language}-${index}`;

interface ImageSlotProps {
  language: Language;
  index: number;
  slot: Slot;
  required: boolean;
  busy: 'upload' | 'render' | null;
  /** The write-review form is open for this slot. */
  writing: boolean;
  disabled: boolean;
  /** The review is (or becomes) active: every screenshot needs its transcript. */
  transcriptRequired: boolean;
  transcriptError?: string;
  onTranscript(text: string): void;
  onFile(file: File): void;
  onWrite(): void;
  onRemove(): void;
}

function Preview({ slot, label }: { slot: Slot; label: string }) {
  const { t } = useTranslation('admin');
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="flex h-full w-full flex-col items-center justify-center gap-1 bg-slate-700 text-sm text-slate-300">
        <ImageOff className="h-6 w-6" aria-hidden="true" />
        {t('slot.notFound')}
      </div>
    );
  }
  return (
    <img
      src={imageUrl(slot.path)}
      alt={label}
      onError={() => setFailed(true)}
      className="h-full w-full object-contain"
      data-testid="slot-preview"
    />
  );
}

/** One of a language's three screenshots: upload a file or write the review; preview and remove. */
export function ImageSlot(props: ImageSlotProps) {
  const { language, index, slot, required, busy, writing, disabled, transcriptRequired, transcriptError, onTranscript, onFile, onWrite, onRemove } = props;
  const { t } = useTranslation('admin');
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Which screenshot a label is about: "image 2 (Français)".
  const name = { n: index + 1, language: languageName(language) };
  const filled = slot.path !== '';

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled && !filled && !busy) onFile(file);
  }

  return (
    <div
      className={`flex flex-col rounded-xl border bg-slate-950/60 p-3 transition ${
        writing ? 'border-indigo-400 ring-2 ring-indigo-400/30' : dragging ? 'border-indigo-400 bg-indigo-500/10' : 'border-slate-700'
      }`}
      onDragOver={(e) => {
        if (filled || busy) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={`slot-${language}-${index}`}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h4 id={slotHeadingId(language, index)} tabIndex={-1} className="text-sm font-semibold text-slate-100 focus:outline-none">
          {t('slot.title', { n: index + 1 })}
        </h4>
        <span
          className={`rounded-full px-2 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide ${
            required ? 'bg-rose-500/15 text-rose-300' : 'bg-slate-800 text-slate-400'
          }`}
        >
          {required ? t('slot.required') : t('slot.optional')}
        </span>
      </div>

      <div className="relative flex aspect-[16/9] items-center sm:aspect-[4/3] justify-center overflow-hidden rounded-lg bg-slate-900">
        {busy ? (
          <p role="status" className="flex flex-col items-center gap-2 text-sm text-slate-300">
            <LoaderCircle className="h-7 w-7 animate-spin text-indigo-300" aria-hidden="true" />
            {busy === 'upload' ? t('slot.uploading') : t('slot.rendering')}
          </p>
        ) : filled ? (
          <Preview slot={slot} label={t('slot.preview', name)} />
        ) : (
          <div className="flex w-full flex-col items-stretch gap-2 px-3">
            <button
              type="button"
              className="btn btn-secondary px-3 py-1.5 text-sm"
              onClick={() => inputRef.current?.click()}
              disabled={disabled}
              aria-label={t('slot.uploadLabel', name)}
            >
              <Upload className="h-4 w-4" aria-hidden="true" />
              {t('slot.upload')}
            </button>
            <button
              type="button"
              className={`btn px-3 py-1.5 text-sm ${writing ? 'bg-indigo-500/30 text-indigo-100' : 'btn-ghost border border-slate-700'}`}
              onClick={onWrite}
              disabled={disabled}
              aria-label={t('slot.writeLabel', name)}
              aria-expanded={writing}
            >
              <PenLine className="h-4 w-4" aria-hidden="true" />
              {t('slot.write')}
            </button>
            <p className="hidden text-center text-xs text-slate-400 sm:block">{t('slot.formats')}</p>
          </div>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={UPLOAD_ACCEPT}
          className="hidden"
          tabIndex={-1}
          aria-label={t('slot.fileLabel', name)}
          data-testid={`file-${language}-${index}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = ''; // choosing the same file again still fires a change
            if (file) onFile(file);
          }}
        />
      </div>

      {filled && !busy && (
        <>
          <div className="mt-2">
            <label htmlFor={transcriptId(language, index)} className="mb-1 block text-xs font-semibold text-slate-300">
              {t('slot.transcript')}
              {transcriptRequired ? '*' : ''} <span className="font-normal text-slate-400">{t('slot.transcriptHint')}</span>
            </label>
            <textarea
              id={transcriptId(language, index)}
              className="input min-h-16 px-2 py-1.5 text-sm"
              rows={3}
              lang={language}
              maxLength={TRANSCRIPT_MAX}
              value={slot.alt ?? ''}
              disabled={disabled}
              aria-label={t('slot.transcriptLabel', name)}
              aria-invalid={Boolean(transcriptError)}
              aria-describedby={transcriptError ? `${transcriptId(language, index)}-error` : `${transcriptId(language, index)}-hint`}
              onChange={(e) => onTranscript(e.target.value)}
            />
            {transcriptError ? (
              <FieldError id={transcriptId(language, index)} message={transcriptError} />
            ) : (
              <p id={`${transcriptId(language, index)}-hint`} className="mt-1 text-xs text-slate-400">
                {t('slot.transcriptHelp')}
              </p>
            )}
          </div>
          <div className="mt-2 flex justify-end">
            <button type="button" className="btn btn-ghost px-2 py-1 text-sm text-rose-300 hover:text-rose-200" onClick={onRemove} disabled={disabled} aria-label={t('slot.removeLabel', name)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('slot.remove')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
