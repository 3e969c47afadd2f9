import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_NAME, IMAGE_PREFIX } from '../lib/image-store';

/** How many bytes of images each process keeps in memory (the most recently served first). */
export const IMAGE_MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Serves the stored screenshots under /images/<content-hash>.webp from memory. A name is a hash of
 * the bytes, so a cached copy never goes stale; only its existence is checked on each request (a
 * stat, no stream), so an image removed by an admin or a moderator stops being served at once, in
 * every worker; a registered image not stored yet (a demo card) is made on first use by
 * `materialize`. Streaming each file from disk cost 40 times the work of the request itself
 * (docs/performance.md). Bytes are kept up to `maxBytes`, least recently served dropped first.
 */
export function registerImages(app: FastifyInstance, uploadsDir: string, maxBytes = IMAGE_MEMORY_BYTES, materialize?: (publicPath: string) => Promise<boolean>): void {
  fs.mkdirSync(uploadsDir, { recursive: true });
  const cache = new Map<string, Buffer>();
  let cached = 0;

  const remember = (name: string, bytes: Buffer) => {
    if (bytes.length > maxBytes) return;
    cache.set(name, bytes);
    cached += bytes.length;
    for (const [oldest, old] of cache) {
      if (cached <= maxBytes) break;
      cache.delete(oldest);
      cached -= old.length;
    }
  };
  const forget = (name: string) => {
    const old = cache.get(name);
    if (!old) return;
    cache.delete(name);
    cached -= old.length;
  };

  app.get(`${IMAGE_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const notFound = () => reply.status(404).send({ message: `Not found: GET ${IMAGE_PREFIX}${name}`, code: 'NOT_FOUND' });
    if (!IMAGE_NAME.test(name)) return notFound();
    const file = path.join(uploadsDir, name);
    // A demo card not rendered yet is made now, on first use (docs/performance.md).
    if (!fs.existsSync(file) && !(await materialize?.(`${IMAGE_PREFIX}${name}`))) {
      forget(name);
      return notFound();
    }
    const etag = `"${name.slice(0, 32)}"`;
    reply.header('content-type', 'image/webp').header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
    let bytes = cache.get(name);
    if (bytes) {
      // Most recently served last: Map keeps insertion order.
      cache.delete(name);
      cache.set(name, bytes);
    } else {
      bytes = await fs.promises.readFile(file).catch(() => undefined);
      if (!bytes) return notFound();
      remember(name, bytes);
    }
    return reply.send(bytes);
  });
}
