// ReviewQuest's service worker: the game installs to a home screen, its page and bundles are cached,
// and a page that cannot be reached shows offline.html. Game data is never cached: /api, /socket.io
// and /images (screenshots, revealed one by one by the server) are not even seen here, so they always
// go to the network as if there were no service worker.
const CACHE = 'rq-shell-v2';
const OFFLINE_PAGE = '/offline.html';
const PRECACHE = [OFFLINE_PAGE, '/offline.js', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];
/** Files cached as they are fetched: content-hashed bundles (immutable) and the installable icons. */
const STATIC = /^\/(assets|icons)\//;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(PRECACHE);
      // The app shell: the page's own bundles, named in the page itself.
      const page = await fetch('/', { cache: 'no-cache' });
      const html = await page.text();
      const bundles = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      await cache.addAll(bundles);
    })(),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages always come from the server (it answers 404s and fresh builds); offline, a clear page says so.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }
  if (STATIC.test(url.pathname)) event.respondWith(cacheFirst(request));
  // The offline page's own script, logo and manifest: fresh when online, from the cache offline
  // (without them its texts stay English, its logo is broken and "Try again" does nothing).
  else if (PRECACHE.includes(url.pathname)) event.respondWith(networkFirst(request));
  // Anything else (the API, live updates, screenshots) is left to the network.
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
