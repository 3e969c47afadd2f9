import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { AtSign, Download, KeyRound, LogOut, Trash2, UserRound, type LucideIcon } from 'lucide-react';
import { USERNAME_MAX } from '../../../../shared/constants';
import type { AuthResponse } from '../../../../shared/schemas/auth';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth-context';
import { AccountForm } from './account-form';
import { deleteMe, exportMyData, logoutAll, requestEmailChange, updateMe } from './account-api';

function Section({ id, Icon, title, children, danger = false }: { id: string; Icon: LucideIcon; title: string; children: ReactNode; danger?: boolean }) {
  return (
    <section className={`card p-4 sm:p-6 ${danger ? 'border-rose-900/70' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="mb-3 flex items-center gap-2 text-xl font-bold">
        <Icon className={`h-5 w-5 ${danger ? 'text-rose-300' : 'text-indigo-300'}`} aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function download(data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `reviewquest-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

/** /account: change name, password and e-mail, sign out everywhere, download, delete (docs/security.md, "Accounts"). */
export function AccountPage() {
  const { user, loading, signIn, signOut } = useAuth();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [exportError, setExportError] = useState<string | null>(null);
  const everywhere = useMutation({
    mutationFn: logoutAll,
    onSuccess: () => {
      signOut();
      toast.success(t('page.sessionsDone'));
      navigate('/');
    },
    onError: (error) => toast.error(errorMessage(error, t('page.failed'))),
  });
  const exporting = useMutation({
    mutationFn: exportMyData,
    onSuccess: (data) => download(data),
    onError: (error) => setExportError(errorMessage(error, t('page.failed'))),
  });

  if (loading) return <Spinner />;
  if (!user) return <Navigate to="/" replace />;
  const current = { name: 'currentPassword', label: t('page.currentPassword'), type: 'password', autoComplete: 'current-password' } as const;
  const signedInAgain = (result: unknown) => {
    const { token, user: fresh } = result as AuthResponse;
    signIn(token, fresh);
  };

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('page.title')}</h1>

      <Section id="account-username" Icon={UserRound} title={t('page.username')}>
        <AccountForm
          fields={[{ name: 'username', label: t('page.newUsername'), type: 'text', autoComplete: 'username', maxLength: USERNAME_MAX }, current]}
          submitLabel={t('page.saveUsername')}
          onSubmit={(v) => updateMe({ username: v.username!, currentPassword: v.currentPassword! })}
          onDone={(result) => {
            signedInAgain(result);
            return t('page.usernameSaved');
          }}
        />
      </Section>

      <Section id="account-password" Icon={KeyRound} title={t('page.password')}>
        <AccountForm
          fields={[current, { name: 'password', label: t('page.newPassword'), type: 'password', autoComplete: 'new-password' }]}
          submitLabel={t('page.savePassword')}
          onSubmit={(v) => updateMe({ password: v.password!, currentPassword: v.currentPassword! })}
          onDone={(result) => {
            signedInAgain(result);
            return t('page.passwordSaved');
          }}
        />
      </Section>

      <Section id="account-email" Icon={AtSign} title={t('page.email')}>
        <AccountForm
          fields={[{ name: 'email', label: t('page.newEmail'), type: 'email', autoComplete: 'email' }, current]}
          submitLabel={t('page.saveEmail')}
          onSubmit={(v) => requestEmailChange({ email: v.email!, currentPassword: v.currentPassword! })}
          onDone={(_result, v) => t('page.emailSent', { email: v.email })}
        >
          <p className="break-words text-sm text-slate-400">{t('page.currentEmail', { email: user.email })}</p>
        </AccountForm>
      </Section>

      <Section id="account-sessions" Icon={LogOut} title={t('page.sessions')}>
        <p className="mb-3 text-sm text-slate-300">{t('page.sessionsText')}</p>
        <button type="button" className="btn btn-secondary w-full sm:w-auto" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
          {t('page.sessionsButton')}
        </button>
      </Section>

      <Section id="account-export" Icon={Download} title={t('page.export')}>
        <p className="mb-3 text-sm text-slate-300">{t('page.exportText')}</p>
        {exportError && (
          <p role="alert" className="field-error mb-2">
            {exportError}
          </p>
        )}
        <button type="button" className="btn btn-secondary w-full sm:w-auto" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
          {t('page.exportButton')}
        </button>
      </Section>

      <Section id="account-delete" Icon={Trash2} title={t('page.delete')} danger>
        <AccountForm
          fields={[{ name: 'password', label: t('page.deletePassword'), type: 'password', autoComplete: 'current-password' }]}
          submitLabel={t('page.deleteButton')}
          danger
          onSubmit={(v) => deleteMe(v.password!)}
          onDone={() => {
            signOut();
            toast.success(t('page.deleted'));
            navigate('/');
          }}
        >
          <p className="text-sm text-slate-300">{t('page.deleteText')}</p>
          <p className="text-sm text-slate-400">{t('page.deleteKept')}</p>
        </AccountForm>
      </Section>
    </div>
  );
}
