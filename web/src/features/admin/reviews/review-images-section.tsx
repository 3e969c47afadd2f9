import { useTranslation } from 'react-i18next';
import { Images } from 'lucide-react';
import { IMAGES_PER_LANGUAGE } from '../../../../../shared/constants';
import { FieldError } from '../../../components/field-error';
import { translateAdminMessage } from '../admin-i18n';
import { ADMIN_LANGUAGES, LanguageFlag, languageName } from '../components/language-flag';
import { TabList, tabPanelProps } from '../components/tabs';
import { ImageSlot, slotHeadingId } from './image-slot';
import { addAliases, EMPTY_SLOT, filledCount, setSlot, type SlotKey } from './review-form';
import { fieldMessage } from './review-fields-section';
import { FIELD_IDS, type ReviewFormModel } from './use-review-form';
import { WriteReviewPanel } from './write-review-panel';

/** The screenshots per language: a tab per language, three slots each, and the "write review" panel. */
export function ReviewImagesSection({ model }: { model: ReviewFormModel }) {
  const { t } = useTranslation('admin');
  const { form, setForm, aliasDraft, language, setLanguage, busy, writing, setWriting, requireTranscripts, transcriptErrors } = model;
  const { setTranscript, upload, clearSlotError, markBusy, fillSlot } = model;
  const disabled = model.saving;
  const slotError = (key: SlotKey) => {
    const message = transcriptErrors[key];
    return message && translateAdminMessage(t, message);
  };

  return (
    <section aria-labelledby={FIELD_IDS.reviewImages}>
      <div className="mb-3">
        <h3 id={FIELD_IDS.reviewImages} tabIndex={-1} className="flex items-center gap-2 text-lg font-bold focus:outline-none">
          <Images className="h-5 w-5 text-indigo-300" aria-hidden="true" />
          {t('reviewForm.images')}
        </h3>
        <p className="text-sm text-slate-400">
          {t('reviewForm.imagesHelp', { max: IMAGES_PER_LANGUAGE })}
          {requireTranscripts ? ` ${t('reviewForm.transcriptHelp')}` : ''}
        </p>
      </div>
      <TabList
        idPrefix="review-lang"
        label={t('reviewForm.languageTabs')}
        tabs={ADMIN_LANGUAGES.map((lang) => ({
          id: lang,
          label: (
            <>
              <LanguageFlag language={lang} className="h-3 w-4 sm:h-3.5 sm:w-5" />
              <span className="truncate">{languageName(lang)}</span>
              <span className="ml-auto rounded-full bg-black/25 px-1 text-[0.7rem] tabular-nums sm:px-1.5 sm:text-xs" aria-label={t('reviewForm.filled', { filled: filledCount(form.images[lang]), max: IMAGES_PER_LANGUAGE })}>
                {filledCount(form.images[lang])}/{IMAGES_PER_LANGUAGE}
              </span>
            </>
          ),
        }))}
        selected={language}
        onSelect={setLanguage}
        className="mb-3 grid grid-cols-2 gap-1.5 sm:grid-cols-3"
        tabClassName={(selected) =>
          `flex min-w-0 items-center gap-1.5 rounded-lg border px-2 py-1.5 text-sm font-semibold sm:gap-2 sm:px-3 transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-400 ${
            selected ? 'border-indigo-400 bg-indigo-500/20 text-white' : 'border-slate-700 text-slate-300 hover:border-slate-500 hover:text-white'
          }`
        }
      />
      {/* Every language stays mounted (hidden when not selected) so a half-written review survives a tab switch. */}
      {ADMIN_LANGUAGES.map((lang) => (
        <div key={lang} {...tabPanelProps('review-lang', lang)} hidden={lang !== language} className="rounded-xl focus-visible:outline-2 focus-visible:outline-indigo-400">
          <div className="grid gap-3 sm:grid-cols-3">
            {form.images[lang].map((slot, index) => (
              <ImageSlot
                key={index}
                language={lang}
                index={index}
                slot={slot}
                required={lang === ADMIN_LANGUAGES[0] && index === 0}
                busy={busy[`${lang}:${index}`] ?? null}
                writing={writing?.language === lang && writing.index === index}
                disabled={disabled}
                transcriptRequired={requireTranscripts}
                transcriptError={slotError(`${lang}:${index}`)}
                onTranscript={(text) => setTranscript(lang, index, text)}
                onFile={(file) => void upload(lang, index, file)}
                onWrite={() => setWriting(writing?.language === lang && writing.index === index ? null : { language: lang, index })}
                onRemove={() => {
                  setForm((f) => ({ ...f, images: setSlot(f.images, lang, index, EMPTY_SLOT) }));
                  clearSlotError(lang, index);
                  document.getElementById(slotHeadingId(lang, index))?.focus();
                }}
              />
            ))}
          </div>
          {writing?.language === lang && (
            <WriteReviewPanel
              key={lang}
              language={lang}
              index={writing.index}
              gameName={form.gameName}
              aliases={addAliases(form.aliases, aliasDraft)}
              onBusyChange={(isBusy, index) => markBusy(`${lang}:${index}`, isBusy ? 'render' : null)}
              onRendered={(path, alt, index) => {
                fillSlot(lang, index, path, alt);
                setWriting(null);
                document.getElementById(slotHeadingId(lang, index))?.focus();
              }}
              onCancel={() => {
                setWriting(null);
                document.getElementById(slotHeadingId(lang, writing.index))?.focus();
              }}
            />
          )}
        </div>
      ))}
      <FieldError id={FIELD_IDS.reviewImages} message={fieldMessage(model, 'reviewImages')} />
    </section>
  );
}
