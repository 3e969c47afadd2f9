import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A response body serialised once, with its entity tag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

/** Checks `value` against the route's response contract once, then serialises it (the same output the serializer gives). */
export function toCachedBody(schema: z.ZodType, value: unknown): CachedBody {
  return toBuiltBody(schema.parse(value));
}

/**
 * Serialises a large body that its service builds field by field (nothing else can slip in), without
 * checking it against the route's schema again: that check costs as much as the queries behind it
 * (docs/performance.md, "scale"). The caller's type is the schema's, checked when compiled. (A
 * route answered without this cache does the same with its serializer: leagues.routes.ts, `builtBody`.)
 */
export function toBuiltBody<T>(value: T): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
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
