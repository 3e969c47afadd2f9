import { Component, useEffect, type ReactNode } from 'react';
import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A screen's code that could not be fetched: the browser is offline and had not loaded it yet. */
const isChunkLoadError = (error: unknown) =>
  (typeof navigator !== 'undefined' && navigator.onLine === false) ||
  (error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message));

/** Says the page is not loaded yet and opens it by itself once the connection returns. */
function OfflinePage() {
  const { t } = useTranslation('offline');
  useEffect(() => {
    // The failed import is remembered by the module loader: a fresh load is the way back.
    const back = () => window.location.reload();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  return (
    <div role="alert" className="card mx-auto mt-8 max-w-md p-6 text-center" data-testid="page-offline">
      <WifiOff className="mx-auto h-10 w-10 text-slate-300" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-bold">{t('pageTitle')}</h1>
      <p className="mt-2 text-slate-300">{t('pageBody')}</p>
    </div>
  );
}

/**
 * Around a screen loaded on demand (router.tsx): offline, a screen not visited yet cannot be
 * fetched; instead of a blank page the player is told so. Any other error goes on up as before.
 */
export class LazyPageBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return <OfflinePage />;
    throw error;
  }
}
