import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { Spinner } from '../components/spinner';
import { ContactPage } from '../features/contact/contact-page';
import { DailyPage } from '../features/daily/daily-page';
import { FreeplayPage } from '../features/freeplay/freeplay-page';
import { HomePage } from '../features/home/home-page';
import { ProfilePage } from '../features/profile/profile-page';
import { NotFoundPage } from './not-found-page';
import { Layout } from './layout';

// Admin code is loaded only when an admin opens it.
const AdminPage = lazy(() => import('../features/admin/admin-page'));

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/daily', element: <DailyPage /> },
      { path: '/freeplay', element: <FreeplayPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/profile/:userId?', element: <ProfilePage /> },
      {
        path: '/admin',
        element: (
          <Suspense fallback={<Spinner />}>
            <AdminPage />
          </Suspense>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
