import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FieldError, invalidProps } from '../../components/field-error';
import { errorMessage, translateValidation } from '../../lib/api';
import { requestPasswordReset } from './auth-api';

/** "Forgot password?" in the login box: asks for a reset link (the answer never says whether the address has an account). */
export function ForgotPasswordForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation('account');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => requestPasswordReset(email),
    onError: (err) => setError(errorMessage(err, t('page.failed'))),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { LoginBodySchema } = await import('../../../../shared/schemas/auth');
    const check = LoginBodySchema.shape.email.safeParse(email);
    if (!check.success) return setError(translateValidation(check.error.issues[0]!.message));
    setError(null);
    mutation.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-300">{t('forgot.intro')}</p>
      <div>
        <label htmlFor="forgot-email" className="label">
          {t('auth:email')}
        </label>
        <input
          {...invalidProps('forgot-email', error)}
          type="email"
          className="input"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <FieldError id="forgot-email" message={error} alert />
      </div>
      {mutation.isSuccess && (
        <p role="status" className="rounded-lg bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200">
          {t('forgot.sent')}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={mutation.isPending}>
        {t('forgot.send')}
      </button>
      <p className="text-center text-sm">
        <button type="button" className="font-semibold text-indigo-300 hover:underline" onClick={onBack}>
          {t('forgot.back')}
        </button>
      </p>
    </form>
  );
}
