import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidProps } from '../../components/field-error';
import { errorMessage, translateValidation } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { confirmEmailChange, confirmPasswordReset, tokenFromHash } from './account-api';

/** The token is read once from the address, then the address is cleaned (no token in the history). */
function useLinkToken(): string {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, '', window.location.pathname);
  }, []);
  return token;
}

/** /reset-password#token=…: the link from the reset e-mail sets a new password and signs in. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const { t } = useTranslation('account');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => confirmPasswordReset({ token, password }),
    onSuccess: ({ token: sessionToken, user }) => {
      signIn(sessionToken, user);
      toast.success(t('reset.done'));
      navigate('/');
    },
    onError: (err) => setError(errorMessage(err, t('reset.failed'))),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { RegisterBodySchema } = await import('../../../../shared/schemas/auth');
    const check = RegisterBodySchema.shape.password.safeParse(password);
    if (!check.success) return setError(translateValidation(check.error.issues[0]!.message));
    setError(null);
    mutation.mutate();
  }

  return (
    <section className="card mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">{t('reset.title')}</h1>
      {token ? (
        <form onSubmit={submit} noValidate className="space-y-4">
          <div>
            <label htmlFor="reset-password" className="label">
              {t('reset.newPassword')}
            </label>
            <input
              {...invalidProps('reset-password', error)}
              type="password"
              className="input"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FieldError id="reset-password" message={error} alert />
          </div>
          <button type="submit" className="btn btn-primary w-full" disabled={mutation.isPending}>
            {t('reset.save')}
          </button>
        </form>
      ) : (
        <p role="alert" className="text-slate-300">
          {t('reset.noToken')}
        </p>
      )}
    </section>
  );
}

/** /confirm-email#token=…: the link sent to a new address confirms it. */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  const { t } = useTranslation('account');
  const { refreshUser } = useAuth();
  const started = useRef(false);
  const mutation = useMutation({
    mutationFn: () => confirmEmailChange(token),
    onSuccess: () => refreshUser().catch(() => undefined),
  });
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutation.mutate();
  }, [token, mutation]);

  return (
    <section className="card mx-auto max-w-md space-y-4 text-center">
      <h1 className="text-2xl font-bold">{t('confirmEmail.title')}</h1>
      <p role="status" className="break-words text-slate-300">
        {!token
          ? t('reset.noToken')
          : mutation.isSuccess
            ? t('confirmEmail.done', { email: mutation.data.email })
            : mutation.isError
              ? errorMessage(mutation.error, t('confirmEmail.failed'))
              : t('confirmEmail.working')}
      </p>
      <Link to="/" className="btn btn-primary">
        {t('common:notFound.backHome')}
      </Link>
    </section>
  );
}
