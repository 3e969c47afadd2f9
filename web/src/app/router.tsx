import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { APP_ROUTES } from '../../../shared/app-routes';
import { Spinner } from '../components/spinner';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from './not-found-page';
import { Layout } from './layout';
import { titled } from './page-title';

// The home page ships in the first bundle; every other screen (and all admin code) loads on demand.
const DailyPage = lazy(() => import('../features/daily/daily-page').then((m) => ({ default: m.DailyPage })));
const FreeplayPage = lazy(() => import('../features/freeplay/freeplay-page').then((m) => ({ default: m.FreeplayPage })));
const ContactPage = lazy(() => import('../features/contact/contact-page').then((m) => ({ default: m.ContactPage })));
const ProfilePage = lazy(() => import('../features/profile/profile-page').then((m) => ({ default: m.ProfilePage })));
const AdminPage = lazy(() => import('../features/admin/admin-page'));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<Spinner />}>
    <Page />
  </Suspense>
);

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: APP_ROUTES.home, element: <HomePage />, handle: titled('Home') },
      { path: APP_ROUTES.daily, element: page(DailyPage), handle: titled('Daily Challenge') },
      { path: APP_ROUTES.freeplay, element: page(FreeplayPage), handle: titled('Free Play') },
      { path: APP_ROUTES.contact, element: page(ContactPage), handle: titled('Contact') },
      { path: APP_ROUTES.profile, element: page(ProfilePage), handle: titled('Profile') },
      { path: APP_ROUTES.admin, element: page(AdminPage), handle: titled('Admin Panel') },
      // The server answers these addresses with a 404 status (shared/app-routes.ts).
      { path: '*', element: <NotFoundPage />, handle: titled('Page not found') },
    ],
  },
]);
