import { useTranslation } from 'react-i18next';

/** The credit line of a community puzzle, shown beside the result once it is resolved. */
export function SubmittedBy({ name }: { name: string }) {
  const { t } = useTranslation('submit');
  return (
    <p className="ml-auto self-end text-sm text-slate-300" data-testid="submitted-by">
      {t('credit.submittedBy', { name })}
    </p>
  );
}
