import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body serialised once, with its entity tag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/**
 * `value` written once by the route's own serializer for a 200 (plugins/response-serializer.ts: the
 * schema's fields only, checked against zod in tests), with its entity tag.
 */
export function toCachedBody(reply: FastifyReply, value: Record<string, unknown>): CachedBody {
  const serialize = reply.getSerializationFunction('200');
  if (!serialize) throw new Error(`${reply.request.method} ${reply.request.url}: no response schema for 200`);
  const body = Buffer.from(serialize(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Responses of rarely-changing reads, kept for `ttlMs` or until invalidated. Concurrent misses share
 * one build. A build that an invalidation overtook is answered but not kept.
 */
export function createResponseCache(options: { ttlMs: number }) {
  const entries = new Map<string, { value: Promise<CachedBody>; at: number }>();
  let generation = 0;
  return {
    get(key: string, build: () => Promise<CachedBody>): Promise<CachedBody> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < options.ttlMs) return hit.value;
      const startedIn = generation;
      const value = build();
      entries.set(key, { value, at: now });
      value.then(
        () => {
          if (generation !== startedIn && entries.get(key)?.value === value) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      return value;
    },
    invalidate(): void {
      generation += 1;
      entries.clear();
    },
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/** Sends a cached body with its ETag; 304 without a body when the client already has it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl = 'no-cache'): FastifyReply {
  void reply.header('etag', cached.etag).header('cache-control', cacheControl);
  const known = request.headers['if-none-match'];
  if (known && (known === cached.etag || known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag))) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
