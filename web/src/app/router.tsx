import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { APP_ROUTES } from '../../../shared/app-routes';
import { Spinner } from '../components/spinner';
import { DailyRoute } from '../features/daily/daily-route';
import { HomePage } from '../features/home/home-page';
import { LazyPageBoundary } from './lazy-page-boundary';
import { NotFoundPage } from './not-found-page';
import { Layout } from './layout';
import { titled } from './page-title';

// The home page ships in the first bundle; every other screen (and all admin code) loads on demand
// (the daily's route is in the first bundle too, but its page loads on demand: daily-route.tsx).
const ArchivePage = lazy(() => import('../features/archive/archive-page').then((m) => ({ default: m.ArchivePage })));
const FreeplayPage = lazy(() => import('../features/freeplay/freeplay-page').then((m) => ({ default: m.FreeplayPage })));
const ContactPage = lazy(() => import('../features/contact/contact-page').then((m) => ({ default: m.ContactPage })));
const ProfilePage = lazy(() => import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
const AdminPage = lazy(() => import('../features/admin/admin-page'));
const SubmitPage = lazy(() => import('../features/submit/submit-page').then((m) => ({ default: m.SubmitPage })));
const AccountPage = lazy(() => import('../features/account/account-page').then((m) => ({ default: m.AccountPage })));
const ResetPasswordPage = lazy(() => import('../features/account/email-link-pages').then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmEmailPage = lazy(() => import('../features/account/email-link-pages').then((m) => ({ default: m.ConfirmEmailPage })));
const LeaguesPage = lazy(() => import('../features/leagues/leagues-page').then((m) => ({ default: m.LeaguesPage })));
const LeaguePage = lazy(() => import('../features/leagues/league-page').then((m) => ({ default: m.LeaguePage })));
const JoinLeaguePage = lazy(() => import('../features/leagues/join-page').then((m) => ({ default: m.JoinLeaguePage })));
const ChallengePage = lazy(() => import('../features/challenge/challenge-page').then((m) => ({ default: m.ChallengePage })));
const ModerationPage = lazy(() => import('../features/moderation/moderation-page').then((m) => ({ default: m.ModerationPage })));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <LazyPageBoundary>
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  </LazyPageBoundary>
);

// Declarative routing (BrowserRouter + useRoutes, main.tsx): react-router's data router would add
// about 15 KB gzip to every page's first load, for loaders and actions this app does not use.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: APP_ROUTES.home, element: <HomePage />, handle: titled('titles.home') },
      { path: APP_ROUTES.daily, element: <DailyRoute />, handle: titled('titles.daily') },
      { path: APP_ROUTES.dailyDay, element: <DailyRoute />, handle: titled('titles.daily') },
      { path: APP_ROUTES.archive, element: page(ArchivePage), handle: titled('titles.archive') },
      { path: APP_ROUTES.freeplay, element: page(FreeplayPage), handle: titled('titles.freeplay') },
      { path: APP_ROUTES.contact, element: page(ContactPage), handle: titled('titles.contact') },
      { path: APP_ROUTES.profile, element: page(ProfilePage), handle: titled('titles.profile') },
      { path: APP_ROUTES.admin, element: page(AdminPage), handle: titled('titles.admin') },
      { path: APP_ROUTES.submit, element: page(SubmitPage), handle: titled('titles.submit') },
      { path: APP_ROUTES.moderation, element: page(ModerationPage), handle: titled('titles.moderation') },
      { path: APP_ROUTES.account, element: page(AccountPage), handle: titled('account:titles.account') },
      { path: APP_ROUTES.resetPassword, element: page(ResetPasswordPage), handle: titled('account:titles.reset') },
      { path: APP_ROUTES.confirmEmail, element: page(ConfirmEmailPage), handle: titled('account:titles.confirmEmail') },
      { path: APP_ROUTES.leagues, element: page(LeaguesPage), handle: titled('leagues:title') },
      { path: APP_ROUTES.leagueJoin, element: page(JoinLeaguePage), handle: titled('leagues:invitedTitle') },
      { path: APP_ROUTES.league, element: page(LeaguePage), handle: titled('leagues:title') },
      { path: APP_ROUTES.challenge, element: page(ChallengePage), handle: titled('challenge:title') },
      // The server answers these addresses with a 404 status (shared/app-routes.ts).
      { path: '*', element: <NotFoundPage />, handle: titled('titles.notFound') },
    ],
  },
];
