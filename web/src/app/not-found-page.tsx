import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="card mx-auto max-w-lg text-center">
      <h1 className="mb-2 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mb-6 text-slate-400">{t('notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
