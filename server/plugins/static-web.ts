import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * Serves uploaded images under /images and the built web app with a history fallback.
 * Unknown /api paths stay JSON 404s; other unknown GETs get index.html so client routes work.
 */
export async function registerStaticWeb(app: FastifyInstance, uploadsDir: string): Promise<void> {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/images/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
  });

  const hasWeb = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // wildcard: false registers one route per file present at start-up; the fallback below covers the rest.
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (anything with an extension, e.g. /reviewquest.db) is a 404, never the app page.
    const isAsset = pathname.startsWith('/images/') || pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname);
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(fs.createReadStream(path.join(WEB_DIST, 'index.html')));
    }
    return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}`, code: 'NOT_FOUND' });
  });
}
