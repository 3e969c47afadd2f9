import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { CheckCheck, Inbox, Mail, MailOpen, Reply, RotateCcw, TriangleAlert, Undo2 } from 'lucide-react';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../i18n/format';
import { staffErrorMessage } from '../../../lib/api';
import { Badge } from '../components/badges';
import { TabList, tabPanelProps } from '../components/tabs';
import { messageKeys, setMessageHandled, useMessages, type ContactMessage } from './messages-api';

type Filter = 'unhandled' | 'handled' | 'all';

/** The count is left out on phones so the three filters fit one row (the tab badge has the unhandled count). */
const withCount = (label: string, count: string) => (
  <>
    {label}
    <span className="hidden sm:inline"> ({count})</span>
  </>
);

/** Newest first, whatever order the server used. */
export function newestFirst(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The contact page asks for URGENT in the subject (docs/product.md); the word counts in any case. */
export const isUrgent = (message: Pick<ContactMessage, 'subject'>) => /(^|[^\p{L}])urgent([^\p{L}]|$)/iu.test(message.subject);

function MessageItem({ message, busy, onToggle }: { message: ContactMessage; busy: boolean; onToggle(): void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const subject = message.subject.trim() || t('messages.noSubject');
  const titleId = `message-${message._id}-title`;
  const urgent = isUrgent(message);
  const replyHref = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject.trim() || 'Your message to ReviewQuest'}`)}`;
  return (
    <li
      aria-labelledby={titleId}
      className={`rounded-xl border p-4 ${message.handled ? 'border-slate-800 bg-slate-900/30' : urgent ? 'border-rose-400/60 bg-rose-500/5' : 'border-indigo-400/40 bg-indigo-500/5'}`}
      data-urgent={urgent || undefined}
      data-testid="admin-message"
    >
      <div className="mb-2 flex items-start gap-3">
        {message.handled ? (
          <MailOpen className="mt-1 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        ) : (
          <Mail className="mt-1 h-4 w-4 shrink-0 text-indigo-300" aria-hidden="true" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
            <h3 id={titleId} className={`font-bold break-words ${message.handled ? 'text-slate-300' : 'text-white'}`}>
              {subject}
            </h3>
            <time dateTime={message.createdAt} className="text-xs text-slate-400">
              {format.dateTime(message.createdAt)}
            </time>
          </div>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-400">
            <span className="font-medium text-slate-200">{message.name}</span>
            <a href={`mailto:${message.email}`} className="break-all text-indigo-300 hover:underline">
              &lt;{message.email}&gt;
            </a>
            {urgent && (
              <Badge tone="rose" testId="urgent-badge">
                <TriangleAlert className="h-3 w-3" aria-hidden="true" />
                {t('messages.badge.urgent')}
              </Badge>
            )}
            {message.handled ? <Badge tone="slate">{t('messages.badge.handled')}</Badge> : <Badge tone="indigo">{t('messages.badge.unhandled')}</Badge>}
          </p>
        </div>
      </div>
      <p className="whitespace-pre-wrap break-words text-slate-300 sm:pl-7">{message.message}</p>
      <div className="mt-3 flex flex-wrap gap-2 sm:pl-7">
        <a href={replyHref} className="btn btn-secondary flex-auto px-3 py-1.5 text-sm sm:flex-none">
          <Reply className="h-4 w-4" aria-hidden="true" />
          {t('messages.reply')}
        </a>
        <button type="button" className={`btn flex-auto px-3 py-1.5 text-sm sm:flex-none ${message.handled ? 'btn-ghost border border-slate-700' : 'btn-primary'}`} onClick={onToggle} disabled={busy}>
          {message.handled ? <Undo2 className="h-4 w-4" aria-hidden="true" /> : <CheckCheck className="h-4 w-4" aria-hidden="true" />}
          {message.handled ? t('messages.markUnhandled') : t('messages.markHandled')}
        </button>
      </div>
    </li>
  );
}

/** Beyond docs/product.md §2: the contact inbox, so nothing sent through the contact page goes unread. */
export function MessagesTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const queryClient = useQueryClient();
  const messages = useMessages();
  const [filter, setFilter] = useState<Filter>('unhandled');

  useEffect(() => {
    if (messages.isError) toast.error(t('messages.loadFailed'), { id: 'admin-messages-error' });
  }, [messages.isError, t]);

  const toggle = useMutation({
    mutationFn: (message: ContactMessage) => setMessageHandled(message._id, !message.handled),
    onSuccess: (updated) => toast.success(updated.handled ? t('messages.markedHandled') : t('messages.markedUnhandled')),
    onError: (error) => toast.error(staffErrorMessage(error, t('messages.updateFailed'))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.list }),
  });

  if (messages.isPending) return <Spinner label={t('messages.loading')} />;
  if (messages.isError) {
    return (
      <div className="card py-10 text-center text-slate-400">
        <p className="mb-4">{t('messages.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void messages.refetch()}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('actions.tryAgain')}
        </button>
      </div>
    );
  }

  const all = newestFirst(messages.data.messages);
  const handledCount = all.filter((m) => m.handled).length;
  const shown = filter === 'all' ? all : all.filter((m) => m.handled === (filter === 'handled'));
  const filters = [
    { id: 'unhandled' as const, label: withCount(t('messages.filters.unhandled'), format.number(messages.data.unhandled)) },
    { id: 'handled' as const, label: withCount(t('messages.filters.handled'), format.number(handledCount)) },
    { id: 'all' as const, label: withCount(t('messages.filters.all'), format.number(all.length)) },
  ];

  return (
    <section className="card p-4 sm:p-6" aria-labelledby="messages-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="messages-title" className="flex items-center gap-2 text-xl font-bold">
          <Inbox className="h-5 w-5 text-indigo-300" aria-hidden="true" />
          {t('messages.title')}
        </h2>
        <TabList
          idPrefix="messages-filter"
          label={t('messages.filterLabel')}
          tabs={filters}
          selected={filter}
          onSelect={setFilter}
          className="grid w-full grid-cols-3 gap-1 rounded-xl bg-slate-950/60 p-1 sm:flex sm:w-auto"
        />
      </div>
      <div {...tabPanelProps('messages-filter', filter)} className="rounded-lg focus-visible:outline-2 focus-visible:outline-indigo-400">
        {shown.length === 0 ? (
          <p className="py-12 text-center text-slate-400">
            {all.length === 0 ? t('messages.empty') : filter === 'unhandled' ? t('messages.allCaughtUp') : t('messages.noneHere')}
          </p>
        ) : (
          <ul className="space-y-3">
            {shown.map((message) => (
              <MessageItem key={message._id} message={message} busy={toggle.isPending && toggle.variables._id === message._id} onToggle={() => toggle.mutate(message)} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
