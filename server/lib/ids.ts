import { randomBytes } from 'node:crypto';

/** A random, URL-safe id (128 bits). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function nowIso(): string {
  return new Date().toISOString();
}
