import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { CalendarDays, ChartLine, Inbox, LayoutList, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useFormat } from '../../i18n/format';
import { useAuth } from '../../lib/auth-context';
import { ChallengesTab } from './challenges/challenges-tab';
import { TabList, tabPanelProps } from './components/tabs';
import { useMessages } from './messages/messages-api';
import { MessagesTab } from './messages/messages-tab';
import { ModeratorsTab } from './moderators/moderators-tab';
import { ReviewsTab } from './reviews/reviews-tab';

// The chart library and the socket client are loaded only when Analytics is opened.
const AnalyticsTab = lazy(() => import('./analytics/analytics-tab').then((m) => ({ default: m.AnalyticsTab })));

const TABS = ['reviews', 'challenges', 'analytics', 'messages', 'moderators'] as const;
type AdminTab = (typeof TABS)[number];

const isTab = (value: string | null): value is AdminTab => TABS.includes(value as AdminTab);

function tabLabel(icon: ReactNode, text: string, extra?: ReactNode) {
  return (
    <>
      {icon}
      <span>{text}</span>
      {extra}
    </>
  );
}

function AdminPanel() {
  // The tab lives in the address (?tab=analytics) so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const tab: AdminTab = isTab(params.get('tab')) ? (params.get('tab') as AdminTab) : 'reviews';
  const messages = useMessages();
  const unhandled = messages.data?.unhandled ?? 0;
  const { t } = useTranslation('admin');
  const { t: tModeration } = useTranslation('moderation');
  const format = useFormat();
  // Phones get the words only, so the four tabs fit two by two.
  const icon = (Icon: typeof Inbox) => <Icon className="hidden h-4 w-4 shrink-0 sm:block" aria-hidden="true" />;

  const tabs = [
    { id: 'reviews' as const, label: tabLabel(icon(LayoutList), t('page.tabs.reviews')) },
    { id: 'challenges' as const, label: tabLabel(icon(CalendarDays), t('page.tabs.challenges')) },
    { id: 'analytics' as const, label: tabLabel(icon(ChartLine), t('page.tabs.analytics')) },
    {
      id: 'messages' as const,
      label: tabLabel(
        icon(Inbox),
        t('page.tabs.messages'),
        unhandled > 0 && (
          <span className="rounded-full bg-rose-500 px-1.5 text-xs font-bold tabular-nums text-white" data-testid="unhandled-count">
            {format.number(unhandled)}
            <span className="sr-only"> {t('page.unhandled', { count: unhandled })}</span>
          </span>
        ),
      ),
    },
    { id: 'moderators' as const, label: tabLabel(icon(ShieldCheck), tModeration('admin.tab')) },
  ];

  return (
    <section aria-labelledby="admin-title" className="[color-scheme:dark]">
      <header className="mb-6">
        <h1 id="admin-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {t('page.title')}
        </h1>
        <p className="text-slate-400">{t('page.subtitle')}</p>
      </header>

      <TabList
        idPrefix="admin"
        label={t('page.sections')}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => setParams(next === 'reviews' ? {} : { tab: next }, { replace: true })}
        className="mb-6 grid grid-cols-2 gap-1 rounded-xl border border-slate-800 bg-slate-900/80 p-1 sm:flex sm:flex-wrap"
      />

      {/* Only the selected panel is mounted: leaving Analytics closes its socket. */}
      <div {...tabPanelProps('admin', tab)} className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-400">
        {tab === 'reviews' && <ReviewsTab />}
        {tab === 'challenges' && <ChallengesTab />}
        {tab === 'analytics' && (
          <Suspense fallback={<Spinner label={t('page.loadingAnalytics')} />}>
            <AnalyticsTab />
          </Suspense>
        )}
        {tab === 'messages' && <MessagesTab />}
        {tab === 'moderators' && <ModeratorsTab />}
      </div>
    </section>
  );
}

export default function AdminPage() {
  const { user, loading } = useAuth();
  if (loading) return <Spinner />;
  if (!user?.isAdmin) return <Navigate to="/" replace />;
  return <AdminPanel />;
}
