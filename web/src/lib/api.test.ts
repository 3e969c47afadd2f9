import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { ApiError, apiRequest, errorMessage, staffErrorMessage } from './api';
import { onSessionExpired } from './session-expiry';

function answer(status: number, body: string, contentType = 'text/html') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })));
}

async function failure(path = '/game/random'): Promise<unknown> {
  try {
    await apiRequest(path);
  } catch (err) {
    return err;
  }
  throw new Error('the request did not fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('errorMessage', () => {
  it('shows the fallback when a 500 answers with an HTML page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, '<!doctype html><h1>Internal Server Error</h1>');
    const err = await failure();
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err, 'Failed to load review')).toBe('Failed to load review');
  });

  it("shows the fallback for a proxy's 502, even with a JSON body that is not ours", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(502, '<html><body>502 Bad Gateway</body></html>');
    expect(errorMessage(await failure(), 'Failed to load daily challenge')).toBe('Failed to load daily challenge');
    answer(502, JSON.stringify({ message: 'upstream connect error' }), 'application/json');
    expect(errorMessage(await failure(), 'Failed to save challenge')).toBe('Failed to save challenge');
  });

  it('shows the fallback when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(errorMessage(await failure(), 'Failed to upload image')).toBe('Failed to upload image');
  });

  it("shows the fallback for the server's own 500, which only says something broke", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500, JSON.stringify({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' }), 'application/json');
    expect(errorMessage(await failure(), 'Failed to save review')).toBe('Failed to save review');
  });

  it("prefers the server's explanation of a refusal (docs/product.md §8: server message or fallback)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(409, JSON.stringify({ message: 'A challenge already exists for 2030-01-01', code: 'CONFLICT' }), 'application/json');
    expect(errorMessage(await failure(), 'Failed to save challenge')).toBe('A challenge already exists for 2030-01-01');
  });

  it('shows a keyed refusal in the interface language, and an unkeyed sentence only in English (the admin sees it as it is)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await i18n.changeLanguage('de');
    try {
      answer(400, JSON.stringify({ message: 'That daily challenge is not out yet: each day opens at midnight UTC.', code: 'BAD_REQUEST', messageKey: 'dayNotOutYet' }), 'application/json');
      expect(errorMessage(await failure(), 'Fehler')).toBe(i18n.t('errors:server.dayNotOutYet'));
      expect(i18n.t('errors:server.dayNotOutYet')).not.toMatch(/not out yet/);
      answer(409, JSON.stringify({ message: 'A challenge is already scheduled for 2030-01-01', code: 'CONFLICT' }), 'application/json');
      const unkeyed = await failure();
      expect(errorMessage(unkeyed, 'Speichern fehlgeschlagen')).toBe('Speichern fehlgeschlagen');
      expect(staffErrorMessage(unkeyed, 'Speichern fehlgeschlagen')).toBe('A challenge is already scheduled for 2030-01-01');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('never shows a status code to a person', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const status of [400, 404, 429, 500, 502, 503, 504]) {
      answer(status, `<html>${status}</html>`);
      expect(errorMessage(await failure(), 'Failed to delete review')).toBe('Failed to delete review');
    }
  });
});

describe('a 401', () => {
  it('clears the stored token and user and announces the expired session, without leaving the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'stale.token');
    localStorage.setItem('user', '{"id":"u1"}');
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    const before = window.location.href;
    answer(401, JSON.stringify({ message: 'Please log in again', code: 'UNAUTHORIZED' }), 'application/json');
    await failure('/scores/submit');
    stop();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(heard).toHaveBeenCalledWith({ hadToken: true });
    expect(window.location.href).toBe(before);
  });
});
