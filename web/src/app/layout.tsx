import { Outlet } from 'react-router';
import { AppToaster } from '../components/app-toaster';
import { Header } from './header';
import { usePageTitle } from './page-title';
import { SessionExpiryNotice } from './session-expiry-notice';

export function Layout() {
  usePageTitle();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-indigo-500 focus:px-3 focus:py-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <footer className="border-t border-slate-800 py-6 text-center text-sm text-slate-400">
        ReviewQuest · Guess the game from its reviews
      </footer>
      <AppToaster />
      <SessionExpiryNotice />
    </div>
  );
}
