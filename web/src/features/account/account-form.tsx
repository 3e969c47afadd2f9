import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  maxLength?: number;
}

/**
 * One small form of the account page: its fields, one button, the server's answer shown under it
 * (the server checks everything; its messages come translated through their keys).
 */
export function AccountForm({
  fields,
  submitLabel,
  onSubmit,
  onDone,
  danger = false,
  children,
}: {
  fields: Field[];
  submitLabel: string;
  onSubmit(values: Record<string, string>): Promise<unknown>;
  /** Returns the text shown once it worked (nothing: the form clears silently). */
  onDone(result: unknown, values: Record<string, string>): string | void;
  danger?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const { t } = useTranslation('account');
  const empty = Object.fromEntries(fields.map((f) => [f.name, '']));
  const [values, setValues] = useState<Record<string, string>>(empty);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: () => onSubmit(values),
    onSuccess: (result) => {
      const text = onDone(result, values);
      setValues(empty);
      setNotice(text ? { ok: true, text } : null);
    },
    onError: (error) => setNotice({ ok: false, text: errorMessage(error, t('page.failed')) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    mutation.mutate();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      {children}
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`${id}-${f.name}`} className="label">
            {f.label}
          </label>
          <input
            id={`${id}-${f.name}`}
            type={f.type}
            className="input"
            autoComplete={f.autoComplete}
            maxLength={f.maxLength}
            value={values[f.name]}
            onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
          />
        </div>
      ))}
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'text-sm text-emerald-300' : 'field-error'}>
          {notice.text}
        </p>
      )}
      <button type="submit" className={`btn w-full sm:w-auto ${danger ? 'bg-rose-600 text-white hover:bg-rose-500' : 'btn-primary'}`} disabled={mutation.isPending}>
        {submitLabel}
      </button>
    </form>
  );
}
