import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMISSIONS_PER_DAY } from '../../../../shared/schemas/submissions';
import { hasProblems } from '../../components/review-card-fields';
import { useGameNames } from '../../lib/game-api';
import { CardsSection, GameSection, ScreenshotsSection } from './submit-sections';
import { useSubmitForm } from './use-submit-form';

/** The puzzle form: the game, the language, then 1-3 screenshots or review texts, vaguest first. */
export function SubmitForm({ className = '' }: { className?: string }) {
  const { t } = useTranslation('submit');
  const id = useId();
  const names = useGameNames();
  const form = useSubmitForm(id);
  const { errors } = form;
  const problems = Boolean(errors.gameName || errors.genre || errors.shots || errors.cards?.some(hasProblems));

  return (
    <form onSubmit={form.submit} noValidate className={`card space-y-5 ${className}`} aria-label={t('form.label')}>
      <h2 className="text-xl font-bold">{t('form.heading')}</h2>
      <GameSection form={form} names={names.data ?? []} />

      <fieldset>
        <legend className="label">{t('form.kind')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl border border-slate-800 bg-slate-950 p-1">
          {(['text', 'screenshots'] as const).map((k) => (
            <label key={k} className={`cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold ${form.kind === k ? 'bg-indigo-500 text-white' : 'text-slate-300 hover:bg-slate-800'}`}>
              <input type="radio" name={`${id}-kind`} value={k} checked={form.kind === k} onChange={() => form.setKind(k)} className="sr-only" />
              {t(`form.kinds.${k}`)}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-400">{t('form.vaguestFirst')}</p>
      </fieldset>

      {form.kind === 'screenshots' ? <ScreenshotsSection form={form} /> : <CardsSection form={form} />}

      <label className="flex items-start gap-2 text-sm text-slate-300">
        <input type="checkbox" className="mt-1" checked={form.credit} onChange={(e) => form.setCredit(e.target.checked)} />
        {t('form.credit')}
      </label>
      {form.errors.server && (
        <p role="alert" className="rounded-lg border border-rose-500/40 bg-rose-500/10 px-3 py-2 text-sm text-rose-200">
          {form.errors.server}
        </p>
      )}
      {problems && (
        <p role="alert" className="text-sm text-rose-300">
          {t('form.fixMarked')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={form.sending || form.uploading}>
          {form.sending ? t('form.sending') : t('form.submit')}
        </button>
        <span className="text-sm text-slate-400">{t('form.limit', { count: SUBMISSIONS_PER_DAY })}</span>
      </div>
    </form>
  );
}
