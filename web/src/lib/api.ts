import type { z } from 'zod';
import { ErrorBodySchema } from '../../../shared/schemas/common';
import { clearSession, readToken } from './storage';

export const API_BASE = '/api';

/** An error answered by the API; `message` is the server's text, fit to show a person. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** SPEC 4: any 401 clears the stored token and user and sends the browser to the site root. */
function handleUnauthorized(): void {
  clearSession();
  if (window.location.pathname !== '/') window.location.assign('/');
  else window.dispatchEvent(new Event('reviewquest:signed-out'));
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

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
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
    if (response.status === 401) handleUnauthorized();
    const parsed = ErrorBodySchema.safeParse(data);
    const error = new ApiError(
      response.status,
      parsed.success ? parsed.data.message : `Request failed (${response.status})`,
      parsed.success ? parsed.data.code : undefined,
      (data as Record<string, unknown>) ?? undefined,
    );
    console.error(`API ${options.method ?? 'GET'} ${path} failed:`, error.message);
    throw error;
  }
  return options.schema ? options.schema.parse(data) : (data as T);
}

/** The server's message when there is one, else the fallback (SPEC 8 "server message or ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
