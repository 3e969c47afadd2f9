import type { z } from 'zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import type { ErrorCode } from '../../../shared/errors';
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
  ) {
    super(message);
  }

  /**
   * True when `message` is the server's own explanation, fit to show a person: a JSON error body
   * below 500. A 5xx says only that something broke, and an HTML page from a proxy or a crashed
   * server says nothing, so callers show their own text for what failed (SPEC 8 fallbacks).
   */
  get hasServerMessage(): boolean {
    return this.code !== undefined && this.status < 500;
  }
}

/**
 * SPEC 4: any 401 clears the stored token and user. What happens next (leave the page or keep the
 * game on screen) is the app shell's call, so the client only announces it.
 */
function handleUnauthorized(hadToken: boolean): void {
  clearSession();
  announceSessionExpired({ hadToken });
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
    const parsed = ErrorBodySchema.safeParse(data);
    const error = parsed.success
      ? new ApiError(response.status, parsed.data.message, parsed.data.code, data as Record<string, unknown>)
      : new ApiError(response.status, `${method} ${path} answered ${response.status} without an error message`);
    console.error(`API ${method} ${path} failed:`, error.message);
    throw error;
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** The server's message when it explained the failure, else the fallback (SPEC 8 "server message or ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.hasServerMessage && error.message ? error.message : fallback;
}

/** The server refused the token (the app shell has already dropped the session and told the player). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
