import { useTranslation } from 'react-i18next';

/** A clearly marked placeholder for a screen a later issue builds. */
export function ComingSoon({ title, children }: { title: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="card mx-auto max-w-2xl text-center">
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      <p className="text-slate-400">{children ?? t('comingSoon')}</p>
    </section>
  );
}
