import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Activity, ChartColumn, CircleCheck, Gamepad2, RefreshCw, RotateCcw, Skull, Table2, TriangleAlert, Users, Wifi } from 'lucide-react';
import type { AnalyticsPayload } from '../../../../../shared/schemas/admin';
import { HARDEST_MIN_PLAYS, STATS_INTERVAL_MS } from '../../../../../shared/schemas/admin';
import { Spinner } from '../../../components/spinner';
import { StatTile } from '../../../components/stat-tile';
import { formatTime, useFormat } from '../../../i18n/format';
import { useAuth } from '../../../lib/auth-context';
import { DifficultyBadge } from '../components/badges';
import { CONNECT_TIMEOUT, CONNECT_WAIT_MS, useAnalyticsFeed, type SocketStatus } from './analytics-api';
import { DailyChart } from './daily-chart';
import { ResetAnalyticsDialog } from './reset-analytics-dialog';
import { ReviewTable, SuccessRate } from './review-table';

function LiveIndicator({ status }: { status: SocketStatus }) {
  const { t } = useTranslation('admin');
  const look = {
    connected: { dot: 'bg-emerald-400', ping: true, text: t('analytics.live'), cls: 'text-emerald-300' },
    connecting: { dot: 'bg-amber-400', ping: false, text: t('analytics.connecting'), cls: 'text-amber-200' },
    disconnected: { dot: 'bg-slate-500', ping: false, text: t('analytics.disconnected'), cls: 'text-slate-400' },
  }[status];
  return (
    <span className={`inline-flex items-center gap-2 text-sm font-semibold ${look.cls}`} data-testid="live-indicator" data-status={status}>
      <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
        {look.ping && <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-60 motion-reduce:hidden" />}
        <span className={`relative inline-flex h-2.5 w-2.5 rounded-full ${look.dot}`} />
      </span>
      {look.text}
    </span>
  );
}

function HardestReview({ review }: { review: AnalyticsPayload['hardestReview'] }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <section className="card flex flex-col p-4 sm:p-6" aria-labelledby="hardest-title" data-testid="hardest-review">
      <h2 id="hardest-title" className="mb-4 flex items-center gap-2 text-xl font-bold">
        <Skull className="h-5 w-5 text-rose-300" aria-hidden="true" />
        {t('analytics.hardest.title')}
      </h2>
      <p className="-mt-3 mb-4 text-sm text-slate-400" data-testid="hardest-rule">
        {t('analytics.hardest.minPlays', { count: HARDEST_MIN_PLAYS })}
      </p>
      {review ? (
        <div className="flex flex-1 flex-col gap-4">
          <div>
            <p className="text-2xl font-extrabold break-words text-white">{review.gameName}</p>
            <div className="mt-1">
              <DifficultyBadge difficulty={review.difficulty} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-400">{t('analytics.hardest.success')}</dt>
              <dd className="mt-0.5">
                <SuccessRate rate={review.successRate} plays={review.totalPlays} />
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('analytics.hardest.plays')}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums">{format.number(review.totalPlays)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('analytics.hardest.skipped')}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums">{format.percent(review.skipPercentage)}</dd>
            </div>
            <div>
              <dt className="text-slate-400">{t('analytics.hardest.hints')}</dt>
              <dd className="mt-0.5 font-semibold tabular-nums">{format.percent(review.hintPercentage)}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <p className="py-6 text-slate-400">{t('analytics.hardest.none', { count: HARDEST_MIN_PLAYS })}</p>
      )}
    </section>
  );
}

export function AnalyticsTab() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { token } = useAuth();
  const feed = useAnalyticsFeed(token);
  const [confirmReset, setConfirmReset] = useState(false);
  const data = feed.payload;

  return (
    <div className="space-y-6">
      <div className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-400">
          <LiveIndicator status={feed.status} />
          <span data-testid="last-updated">
            {t('analytics.lastUpdated')} <time dateTime={data?.timestamp}>{data ? formatTime(data.timestamp, format.locale) : '–'}</time>
          </span>
          <span className="flex items-center gap-1">
            <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
            {t('analytics.updatesEvery', { count: STATS_INTERVAL_MS / 1000 })}
          </span>
          <span data-testid="analytics-who">{t('analytics.whoCounts')}</span>
        </div>
        <button type="button" className="btn bg-rose-500/15 text-rose-200 hover:bg-rose-500/25" onClick={() => setConfirmReset(true)}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          {t('analytics.reset')}
        </button>
      </div>

      {feed.error && (
        <div role="alert" className="flex gap-3 rounded-xl border border-rose-500/40 bg-rose-500/10 p-4">
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-rose-300" aria-hidden="true" />
          <div className="flex flex-1 flex-col gap-3 sm:flex-row sm:items-center">
            <div className="flex-1">
              <p className="font-semibold text-rose-100">{t('analytics.errorTitle')}</p>
              <p className="text-sm text-rose-200/80" data-testid="socket-error">
                {feed.error === CONNECT_TIMEOUT ? t('analytics.timeout', { count: CONNECT_WAIT_MS / 1000 }) : feed.error}
              </p>
            </div>
            {token && (
              <button type="button" className="btn btn-secondary self-start text-sm sm:self-auto" onClick={feed.reconnect}>
                <Wifi className="h-4 w-4" aria-hidden="true" />
                {t('analytics.reconnect')}
              </button>
            )}
          </div>
        </div>
      )}

      {!data ? (
        feed.error ? null : <Spinner label={t('analytics.connectingServer')} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4" aria-label={t('analytics.totals')}>
            <StatTile label={t('analytics.tiles.users')} value={format.number(data.globalStats.totalUsers)} icon={<Users className="h-3.5 w-3.5" aria-hidden="true" />} testId="analytics-total-users" hint={t('analytics.tiles.usersHint')} />
            <StatTile label={t('analytics.tiles.online')} value={format.number(data.globalStats.onlineUsers)} icon={<Activity className="h-3.5 w-3.5" aria-hidden="true" />} testId="analytics-online-users" hint={t('analytics.tiles.onlineHint')} />
            <StatTile label={t('analytics.tiles.games')} value={format.number(data.globalStats.totalGamesPlayed)} icon={<Gamepad2 className="h-3.5 w-3.5" aria-hidden="true" />} testId="analytics-games-played" />
            <StatTile
              label={t('analytics.tiles.correct')}
              value={format.number(data.globalStats.totalCorrectAnswers)}
              icon={<CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />}
              testId="analytics-correct-answers"
            />
          </dl>

          <div className="grid gap-6 lg:grid-cols-3">
            <HardestReview review={data.hardestReview} />
            <section className="card min-w-0 p-4 sm:p-6 lg:col-span-2" aria-labelledby="chart-title">
              <h2 id="chart-title" className="mb-4 flex items-center gap-2 text-xl font-bold">
                <ChartColumn className="h-5 w-5 text-indigo-300" aria-hidden="true" />
                {t('analytics.chartTitle')}
              </h2>
              <DailyChart days={data.daily} />
            </section>
          </div>

          <section className="card p-4 sm:p-6" aria-labelledby="review-stats-title">
            <h2 id="review-stats-title" className="mb-4 flex items-center gap-2 text-xl font-bold">
              <Table2 className="h-5 w-5 text-indigo-300" aria-hidden="true" />
              {t('analytics.tableTitle')}
            </h2>
            <ReviewTable rows={data.reviewStats} />
          </section>
        </>
      )}

      <ResetAnalyticsDialog open={confirmReset} onClose={() => setConfirmReset(false)} />
    </div>
  );
}
