import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth-context';
import { useAuthModal } from '../../lib/auth-modal-context';
import { MySubmissions } from './my-submissions';
import { SubmitForm } from './submit-form';

/** /submit: send a puzzle (screenshots or review texts) and follow what moderators decided. */
export function SubmitPage() {
  const { t } = useTranslation('submit');
  const { isAuthenticated, loading } = useAuth();
  const { openAuth } = useAuthModal();

  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="mb-2 text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
        <p className="mx-auto max-w-2xl text-slate-400">{t('intro')}</p>
      </header>
      {loading ? (
        <Spinner />
      ) : isAuthenticated ? (
        <div className="grid gap-6 lg:grid-cols-5">
          <SubmitForm className="lg:col-span-3" />
          <MySubmissions className="lg:col-span-2" />
        </div>
      ) : (
        <section className="card mx-auto max-w-xl text-center">
          <p className="mb-4 text-slate-300">{t('signInFirst')}</p>
          <div className="flex justify-center gap-2">
            <button type="button" className="btn btn-primary" onClick={() => openAuth('login')}>
              {t('logIn')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => openAuth('register')}>
              {t('signUp')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
