import { Outlet, useLocation } from 'react-router';
import { isAppRoute } from '../../../shared/app-routes';
import { useTranslation } from 'react-i18next';
import { AppToaster } from '../components/app-toaster';
import { useAccountLanguage } from '../features/auth/account-language';
import { Header } from './header';
import { NotFoundPage } from './not-found-page';
import { SessionExpiryNotice } from './session-expiry-notice';

export function Layout() {
  useAccountLanguage();
  const { t } = useTranslation();
  // A route pattern can match an address the server answers 404 (a daily permalink that is not a date).
  const known = isAppRoute(useLocation().pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-indigo-500 focus:px-3 focus:py-2">
        {t('layout.skipToContent')}
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page that grows once its
          data arrives never pushes a visible footer down (a layout shift). */}
      <main id="main" className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 py-8">
        {known ? <Outlet /> : <NotFoundPage />}
      </main>
      <footer className="border-t border-slate-800 py-6 text-center text-sm text-slate-400">
        {t('layout.footer')}
      </footer>
      <AppToaster />
      <SessionExpiryNotice />
    </div>
  );
}
