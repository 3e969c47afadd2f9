import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';

/** The path ("message", "tags.0") of the first string in `value` holding a NUL character, if any. */
function nulAt(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'text' : undefined;
  if (path.length > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, v] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, 'key'].join('.');
    const found = nulAt(v, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * No text with a NUL character reaches a handler: PostgreSQL cannot store one (SQLite would keep it
 * and cut it short elsewhere), so it is a clear 400 naming the field on both engines, not a 500 on one.
 * Checked after the route's schema, whose own message (e.g. "limit must be...") comes first.
 */
export function rejectNulText(api: FastifyInstance): void {
  api.addHook('preHandler', async (request) => {
    const field = nulAt(request.params) ?? nulAt(request.query) ?? nulAt(request.body);
    if (field !== undefined) throw badRequest('nulText', { field });
  });
}
