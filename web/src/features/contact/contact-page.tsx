import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Clock, Handshake, Mail } from 'lucide-react';
import { CONTACT_REQUIRED_MESSAGE, ContactBodySchema } from '../../../../shared/schemas/contact';
import { FieldError, invalidProps } from '../../components/field-error';
import { CONTACT_EMAIL, MODERATOR_APPLY_SUBJECT } from '../../lib/site';
import { translateValidation } from '../../lib/api';
import { sendContactMessage } from './contact-api';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;
type Problem = 'name' | 'email' | 'emailInvalid' | 'message';
type Problems = Partial<Record<Field, Problem>>;

/** A schema issue of one field as a key of contact.errors (the subject has no message of its own). */
function problemOf(field: PropertyKey | undefined, message: string): Problem | undefined {
  if (field === 'email') return message === CONTACT_REQUIRED_MESSAGE ? 'email' : 'emailInvalid';
  return field === 'name' || field === 'message' ? field : undefined;
}

export function ContactPage() {
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const { t } = useTranslation('contact');
  const mutation = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      toast.success(t('sent'));
      setForm(EMPTY);
    },
    onError: () => toast.error(t('failed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The form's rules are the shared schema's, checked once: every field's problem at once.
    const parsed = ContactBodySchema.safeParse(form);
    if (parsed.success) {
      setProblems({});
      mutation.mutate(parsed.data);
      return;
    }
    const { issues } = parsed.error;
    const found: Problems = {};
    for (const issue of issues) {
      const field = issue.path[0] as Field;
      found[field] ??= problemOf(field, issue.message);
    }
    setProblems(found);
    // One summary (docs/product.md §5, §8), and each field marked with its own message.
    const missing = issues.some((issue) => issue.message === CONTACT_REQUIRED_MESSAGE);
    toast.error(translateValidation(missing ? CONTACT_REQUIRED_MESSAGE : (issues[0]?.message ?? CONTACT_REQUIRED_MESSAGE)));
    const first = (Object.keys(found) as Field[]).find((f) => found[f]);
    if (first) document.getElementById(`contact-${first}`)?.focus();
  }

  const set = (key: Field) => (e: { target: { value: string } }) => {
    setForm({ ...form, [key]: e.target.value });
    if (problems[key]) setProblems({ ...problems, [key]: undefined });
  };
  const messageOf = (key: Field) => (problems[key] ? t(`errors.${problems[key]}`) : undefined);
  const marked = (key: Field) => invalidProps(`contact-${key}`, messageOf(key));
  const message = (key: Field) => <FieldError id={`contact-${key}`} message={messageOf(key)} />;

  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="mb-2 text-4xl font-extrabold">{t('title')}</h1>
        <p className="text-slate-400">{t('intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <form onSubmit={submit} noValidate className="card space-y-4 lg:col-span-2" aria-label={t('form')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="contact-name" className="label">{t('name')}</label>
              <input {...marked('name')} className="input" autoComplete="name" required maxLength={100} value={form.name} onChange={set('name')} />
              {message('name')}
            </div>
            <div>
              <label htmlFor="contact-email" className="label">{t('email')}</label>
              <input {...marked('email')} type="email" className="input" autoComplete="email" required maxLength={254} value={form.email} onChange={set('email')} />
              {message('email')}
            </div>
          </div>
          <div>
            <label htmlFor="contact-subject" className="label">{t('subject')}</label>
            <input id="contact-subject" className="input" maxLength={200} value={form.subject} onChange={set('subject')} />
          </div>
          <div>
            <label htmlFor="contact-message" className="label">{t('message')}</label>
            <textarea {...marked('message')} className="input" rows={6} required maxLength={5000} value={form.message} onChange={set('message')} />
            {message('message')}
          </div>
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('sending') : t('send')}
          </button>
        </form>
        <aside className="space-y-6">
          <section className="card">
            <h2 className="mb-2 flex items-center gap-2 text-xl font-bold"><Mail className="h-5 w-5 text-indigo-300" aria-hidden="true" />{t('directTitle')}</h2>
            <p className="mb-2 text-slate-400">{t('directText')}</p>
            <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-indigo-300 hover:underline">{CONTACT_EMAIL}</a>
          </section>
          <section className="card border-indigo-500/40">
            <h2 className="mb-2 flex items-center gap-2 text-xl font-bold"><Handshake className="h-5 w-5 text-indigo-300" aria-hidden="true" />{t('teamTitle')}</h2>
            <p className="mb-4 text-slate-300">
              {t('teamText')}
            </p>
            <a
              href={`mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(MODERATOR_APPLY_SUBJECT)}`}
              className="btn btn-primary"
            >
              {t('apply')}
            </a>
          </section>
          <section className="card">
            <h2 className="mb-2 flex items-center gap-2 text-xl font-bold"><Clock className="h-5 w-5 text-indigo-300" aria-hidden="true" />{t('responseTitle')}</h2>
            <p className="text-slate-300">{t('responseText')}</p>
            <p className="mt-2 text-slate-400">{t('urgent')}</p>
          </section>
        </aside>
      </div>
    </div>
  );
}
