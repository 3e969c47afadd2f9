/**
 * Registers web/public/sw.js (home-screen install, cached app shell, offline page) in production
 * builds; the development server's modules change on every edit and must never come from a cache.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded, so installing (it caches the page's bundles) never competes with it.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.error('Service worker not registered:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
