import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-400">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-slate-600 border-t-indigo-400" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
