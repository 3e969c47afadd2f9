import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Flag } from 'lucide-react';
import type { Language } from '../../../../shared/constants';
import type { ReportQueueSchema } from '../../../../shared/schemas/reports';
import { Spinner } from '../../components/spinner';
import { apiRequest, type ResponseOf } from '../../lib/api';
import { useFormat } from '../../i18n/format';

/** Players' reports on puzzles played in `language` (the server checks the moderator's languages). */
export function ReportQueue({ language }: { language: Language }) {
  const { t } = useTranslation('reports');
  const format = useFormat();
  const reports = useQuery({
    queryKey: ['reports', language],
    queryFn: ({ signal }) => apiRequest<ResponseOf<typeof ReportQueueSchema>>(`/moderation/reports?language=${language}`, { signal }).then((r) => r.reports),
  });
  let body;
  if (reports.isPending) body = <Spinner />;
  else if (reports.isError) body = <p className="text-rose-300">{t('queue.loadFailed')}</p>;
  else if (reports.data.length === 0) body = <p className="text-slate-400">{t('queue.empty')}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-800" data-testid="report-queue">
        {reports.data.map((r) => (
          <li key={r.id} className="space-y-1 py-3">
            <p className="flex flex-wrap items-center gap-x-2 font-semibold">
              <span>{r.gameName}</span>
              <span className="rounded bg-rose-500/20 px-1.5 py-0.5 text-xs text-rose-100">{t(`reasons.${r.reason}`)}</span>
            </p>
            {r.note && <p className="whitespace-pre-wrap break-words text-slate-300">{r.note}</p>}
            <p className="text-sm text-slate-400">
              {t('queue.by', { name: r.username })} · {format.dateTime(r.createdAt)} · {t('queue.reports', { count: r.reviewReports.total })}
              {r.reviewReports.titleVisible > 0 && ` · ${t('queue.titleVisible', { count: r.reviewReports.titleVisible })}`}
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <section className="card space-y-3 p-4 sm:p-6" aria-labelledby="report-queue-title">
      <h2 id="report-queue-title" className="flex items-center gap-2 text-xl font-bold">
        <Flag className="h-5 w-5 text-rose-300" aria-hidden="true" />
        {t('queue.title')}
      </h2>
      {body}
    </section>
  );
}
