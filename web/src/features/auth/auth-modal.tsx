import { createContext, useCallback, useContext, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { LoginBodySchema, RegisterBodySchema } from '../../../../shared/schemas/auth';
import { USERNAME_MAX } from '../../../../shared/constants';
import { Modal } from '../../components/modal';
import { errorMessage } from '../../lib/api';
import { login, register } from './auth-api';
import { useAuth } from './auth-context';

export type AuthMode = 'login' | 'register';

const AuthModalContext = createContext<{ openAuth(mode: AuthMode): void } | null>(null);

export function useAuthModal() {
  const ctx = useContext(AuthModalContext);
  if (!ctx) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return ctx;
}

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const openAuth = useCallback((m: AuthMode) => setMode(m), []);
  const value = useMemo(() => ({ openAuth }), [openAuth]);
  return (
    <AuthModalContext.Provider value={value}>
      {children}
      <Modal open={mode !== null} title={mode === 'register' ? 'Create Account' : 'Welcome Back!'} onClose={() => setMode(null)}>
        {mode && <AuthForm key={mode} mode={mode} onModeChange={setMode} onDone={() => setMode(null)} />}
      </Modal>
    </AuthModalContext.Provider>
  );
}

type FieldErrors = Partial<Record<'username' | 'email' | 'password', string>>;

function AuthForm({ mode, onModeChange, onDone }: { mode: AuthMode; onModeChange(m: AuthMode): void; onDone(): void }) {
  const { signIn } = useAuth();
  const [form, setForm] = useState({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const mutation = useMutation({
    mutationFn: () => (mode === 'register' ? register(form) : login({ email: form.email, password: form.password })),
    onSuccess: ({ token, user }) => {
      signIn(token, user);
      toast.success(mode === 'register' ? 'Account created successfully!' : 'Logged in successfully!');
      onDone();
    },
    onError: (error) => {
      toast.error(errorMessage(error, mode === 'register' ? 'Registration failed' : 'Login failed'));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const result =
      mode === 'register'
        ? RegisterBodySchema.safeParse(form)
        : LoginBodySchema.safeParse({ email: form.email, password: form.password });
    if (!result.success) {
      const next: FieldErrors = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= issue.message;
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
      {errors[name] && (
        <p id={`auth-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const describedBy = (name: keyof FieldErrors) => (errors[name] ? `auth-${name}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {mode === 'register' &&
        field(
          'username',
          'Username',
          <input
            id="auth-username"
            className="input"
            autoComplete="username"
            maxLength={USERNAME_MAX}
            value={form.username}
            aria-invalid={Boolean(errors.username)}
            aria-describedby={describedBy('username')}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
          />,
        )}
      {field(
        'email',
        'Email',
        <input
          id="auth-email"
          type="email"
          className="input"
          autoComplete="email"
          value={form.email}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={describedBy('email')}
          onChange={(e) => setForm({ ...form, email: e.target.value })}
        />,
      )}
      {field(
        'password',
        'Password',
        <input
          id="auth-password"
          type="password"
          className="input"
          autoComplete={mode === 'register' ? 'new-password' : 'current-password'}
          value={form.password}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy('password')}
          onChange={(e) => setForm({ ...form, password: e.target.value })}
        />,
      )}
      {mode === 'login' && (
        <p className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm text-amber-200">
          Playing as a guest? Your scores will not be saved when playing as a guest.
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Please wait...' : mode === 'register' ? 'Sign Up' : 'Login'}
      </button>
      <p className="text-center text-sm text-slate-400">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button type="button" className="font-semibold text-indigo-300 hover:underline" onClick={() => onModeChange(mode === 'login' ? 'register' : 'login')}>
          {mode === 'login' ? 'Sign Up' : 'Login'}
        </button>
      </p>
    </form>
  );
}
