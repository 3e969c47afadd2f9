import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { USERNAME_MAX } from '../../../../shared/constants';
import { FieldError, invalidProps } from '../../components/field-error';
import { Modal } from '../../components/modal';
import { errorMessage, translateValidation } from '../../lib/api';
import { login, register } from './auth-api';
import { useAuth } from '../../lib/auth-context';
import { AuthModalContext, type AuthMode } from '../../lib/auth-modal-context';
import { ForgotPasswordForm } from './forgot-password-form';

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const openAuth = useCallback((m: AuthMode) => setMode(m), []);
  const value = useMemo(() => ({ openAuth }), [openAuth]);
  const { t } = useTranslation('auth');
  return (
    <AuthModalContext.Provider value={value}>
      {children}
      <Modal
        open={mode !== null}
        title={mode === 'register' ? t('registerTitle') : mode === 'forgot' ? t('account:forgot.title') : t('loginTitle')}
        onClose={() => setMode(null)}
      >
        {mode === 'forgot' && <ForgotPasswordForm onBack={() => setMode('login')} />}
        {(mode === 'login' || mode === 'register') && <AuthForm key={mode} mode={mode} onModeChange={setMode} onDone={() => setMode(null)} />}
      </Modal>
    </AuthModalContext.Provider>
  );
}

type FieldErrors = Partial<Record<'username' | 'email' | 'password', string>>;

function AuthForm({ mode, onModeChange, onDone }: { mode: 'login' | 'register'; onModeChange(m: AuthMode): void; onDone(): void }) {
  const { signIn } = useAuth();
  const [form, setForm] = useState({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { t } = useTranslation('auth');

  const mutation = useMutation({
    mutationFn: () => (mode === 'register' ? register(form) : login({ email: form.email, password: form.password })),
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      toast.success(mode === 'register' ? t('registered') : t('loggedIn'));
      onDone();
    },
    onError: (error) => {
      toast.error(errorMessage(error, mode === 'register' ? t('registerFailed') : t('loginFailed')));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The form's rules are the server's zod schemas, loaded on the first submit (not in the first load).
    const { LoginBodySchema, RegisterBodySchema } = await import('../../../../shared/schemas/auth');
    const result =
      mode === 'register'
        ? RegisterBodySchema.safeParse(form)
        : LoginBodySchema.safeParse({ email: form.email, password: form.password });
    if (!result.success) {
      const next: FieldErrors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= translateValidation(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate();
  }

  const field = (name: keyof FieldErrors, label: string, input: ReactNode) => (
    <div>
      <label htmlFor={`auth-${name}`} className="label">
        {label}
      </label>
      {input}
      <FieldError id={`auth-${name}`} message={errors[name]} alert />
    </div>
  );
  // A message goes as soon as its field is edited (it spoke of what was there before).
  const change = (name: keyof FieldErrors, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const invalid = (name: keyof FieldErrors) => invalidProps(`auth-${name}`, errors[name]);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {mode === 'register' &&
        field(
          'username',
          t('username'),
          <input
            {...invalid('username')}
            className="input"
            autoComplete="username"
            maxLength={USERNAME_MAX}
            value={form.username}
            onChange={(e) => change('username', e.target.value)}
          />,
        )}
      {field(
        'email',
        t('email'),
        <input
          {...invalid('email')}
          type="email"
          className="input"
          autoComplete="email"
          value={form.email}
          onChange={(e) => change('email', e.target.value)}
        />,
      )}
      {field(
        'password',
        t('password'),
        <input
          {...invalid('password')}
          type="password"
          className="input"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          value={form.password}
          onChange={(e) => change('password', e.target.value)}
        />,
      )}
      {mode === 'login' && (
        <p className="-mt-2 text-right text-sm">
          <button type="button" className="font-semibold text-indigo-300 hover:underline" onClick={() => onModeChange('forgot')}>
            {t('account:forgot.link')}
          </button>
        </p>
      )}
      {mode === 'login' && (
        <p className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-200">
          {t('guestNote')}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t('wait') : mode === 'register' ? t('signUp') : t('login')}
      </button>
      <p className="text-center text-sm text-slate-400">
        {mode === 'login' ? t('noAccount') : t('haveAccount')}
        <button type="button" className="font-semibold text-indigo-300 hover:underline" onClick={() => onModeChange(mode === 'login' ? 'register' : 'login')}>
          {mode === 'login' ? t('signUp') : t('login')}
        </button>
      </p>
    </form>
  );
}
