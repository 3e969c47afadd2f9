import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../../shared/errors';
import { keyOfMessage, type KeyedMessage } from '../../../shared/player-messages';
import { i18n } from '../i18n';
import { announceSessionExpired } from './session-expiry';
import { clearSession, readToken } from './storage';

export const API_BASE = '/api';

/** An error answered by the API (status 0: the server could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Set only when the server answered with its own JSON error body. */
    readonly code?: ErrorCode,
    readonly body?: Record<string, unknown>,
    /** The message's stable key, when the server gave one (the web app translates it). */
    readonly messageKey?: string,
    readonly messageParams?: Record<string, string>,
  ) {
    super(message);
  }

  /**
   * True when `message` is the server's own explanation, fit to show a person: a JSON error body
   * below 500. A 5xx says only that something broke, and an HTML page from a proxy or a crashed
   * server says nothing, so callers show their own text for what failed (docs/product.md §8 fallbacks).
   */
  get hasServerMessage(): boolean {
    return this.code !== undefined && this.status < 500;
  }
}

/**
 * docs/product.md §4: any 401 clears the stored token and user. What happens next (leave the page or keep the
 * game on screen) is the app shell's call, so the client only announces it.
 */
function handleUnauthorized(hadToken: boolean): void {
  clearSession();
  announceSessionExpired({ hadToken });
}

/**
 * The body a response schema describes. Player pages take only this type from the shared schemas and
 * do not parse at run time (the server already serialises every answer through the schema), which
 * keeps zod out of their first load (docs/decisions/0018-first-load-budget.md); admin pages parse.
 */
export type ResponseOf<S extends z.ZodType> = z.output<S>;

/** The server's JSON error body ({ message, code }), checked by hand for the same reason. */
function errorBody(data: unknown): { message: string; code: ErrorCode; messageKey?: string; messageParams?: Record<string, string> } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, code, messageKey, messageParams } = data as Record<string, unknown>;
  const known = typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);
  if (typeof message !== 'string' || !known) return null;
  const params = typeof messageParams === 'object' && messageParams !== null && Object.values(messageParams).every((v) => typeof v === 'string') ? (messageParams as Record<string, string>) : undefined;
  return { message, code: code as ErrorCode, messageKey: typeof messageKey === 'string' ? messageKey : undefined, messageParams: params };
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

/** The one HTTP client: JSON in and out, bearer token when stored, errors as ApiError. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = readToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const method = options.method ?? 'GET';

  // Offline, say so at once instead of waiting for the request to fail.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, 'Offline: the request was not sent.');
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    console.error(err);
    throw new ApiError(0, 'Network error: the server could not be reached.');
  }

  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }

  if (!response.ok) {
    if (response.status === 401) handleUnauthorized(token !== null);
    const body = errorBody(data);
    const error = body
      ? new ApiError(response.status, body.message, body.code, data as Record<string, unknown>, body.messageKey, body.messageParams)
      : new ApiError(response.status, `${method} ${path} answered ${response.status} without an error message`);
    console.error(`API ${method} ${path} failed:`, error.message);
    throw error;
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** A keyed message in the interface language; the English text when the catalogue lacks the key. */
function translateKeyed({ key, params }: KeyedMessage | { key: string; params: Record<string, string> }, english: string): string {
  const id = `errors:server.${key}`;
  return i18n.exists(id) ? i18n.t(id, params) : english;
}

/**
 * The server's message when it explained the failure, in the interface language (through its key),
 * else the fallback (docs/product.md §8 "server message or ..."). A sentence without a key is shown
 * only to an English interface: the web never shows a server sentence it cannot translate.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError && error.hasServerMessage && error.message)) return fallback;
  if (error.messageKey) return translateKeyed({ key: error.messageKey, params: error.messageParams ?? {} }, error.message);
  return i18n.resolvedLanguage === 'en' ? error.message : fallback;
}

/**
 * For the admin's screens: like errorMessage, but a sentence without a key (an admin-only message,
 * written in English with its details: docs/architecture.md, "Errors") is shown as it is.
 */
export function staffErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.hasServerMessage && error.message && !error.messageKey) return error.message;
  return errorMessage(error, fallback);
}

/** A message of the shared form checks (zod schemas) in the interface language. */
export function translateValidation(message: string): string {
  const known = keyOfMessage(message);
  return known ? translateKeyed(known, message) : message;
}

/** The request never reached the server (offline, or the network failed): nothing was done. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The server refused the token (the app shell has already dropped the session and told the player). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
