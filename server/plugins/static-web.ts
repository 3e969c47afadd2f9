import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isAppRoute } from '../../shared/app-routes';
import { fromRoot } from '../lib/paths';
import { loadAppPage } from './app-page';
import { registerImages } from './images';

export const WEB_DIST = fromRoot('web/dist');

/** Vite's content-hashed bundles: a new build gets new names, so they can be cached for good. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
/**
 * Files at fixed addresses, revalidated on every use so a new build reaches players: the page, and
 * the installable app's service worker, manifest and offline page (web/public).
 */
const REVALIDATED = /[\\/](index\.html|offline\.html|offline\.js|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/**
 * Serves uploaded images under /images (./images.ts) and the built web app with a history fallback.
 * Files are sent precompressed (.br/.gz written at build time, scripts/precompress.ts) when the
 * browser accepts it; hashed bundles are cached for a year, the page itself is revalidated every
 * time. Unknown /api paths stay JSON 404s; the app's pages get index.html, and any other address
 * gets index.html too (the app shows "Page not found") but with a 404 status.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  uploadsDir: string,
  webDist = WEB_DIST,
  materialize?: (publicPath: string) => Promise<boolean>,
): Promise<void> {
  registerImages(app, uploadsDir, undefined, materialize);

  const sendAppPage = fs.existsSync(path.join(webDist, 'index.html')) ? loadAppPage(webDist) : undefined;
  if (sendAppPage) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // One route per file present at start-up (the fallback below covers the rest); the
      // compressed copies are found by preCompressed, never served under their own names.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      index: false,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(HASHED_ASSETS)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (REVALIDATED.test(filePath)) reply.header('cache-control', 'no-cache');
        if (/\.webmanifest(\.br|\.gz)?$/.test(filePath)) reply.header('content-type', 'application/manifest+json; charset=utf-8');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (anything with an extension, e.g. /reviewquest.db) is a 404, never the app page.
    const isAsset = pathname.startsWith('/images/') || pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname);
    if (!isApi && !isAsset && sendAppPage && (request.method === 'GET' || request.method === 'HEAD')) {
      // Not an app page: the app still renders its "Page not found", but crawlers and tools see 404.
      return sendAppPage(request, reply, isAppRoute(pathname) ? 200 : 404);
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
  });
}
