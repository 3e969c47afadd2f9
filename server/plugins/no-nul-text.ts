import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';

/** True when `value` is, or holds at any depth, a string with a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * No text with a NUL character reaches a route: PostgreSQL cannot store one (SQLite would keep it
 * and cut it short elsewhere), so it is a clear 400 on both engines rather than a 500 on one.
 */
export function rejectNulText(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (holdsNul(request.body) || holdsNul(request.query) || holdsNul(request.params)) {
      throw badRequest('Text cannot contain NUL characters');
    }
  });
}
