import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from './not-found-page';
import { Layout } from './layout';

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
      { path: '/', element: <HomePage /> },
      { path: '/daily', element: page(DailyPage) },
      { path: '/freeplay', element: page(FreeplayPage) },
      { path: '/contact', element: page(ContactPage) },
      { path: '/profile/:userId?', element: page(ProfilePage) },
      { path: '/admin', element: page(AdminPage) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
