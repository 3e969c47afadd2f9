import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setLanguage = (language: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/language', headers, payload: { language } as object });

describe('interface language on the account', () => {
  it('keeps the chosen language and gives it back at the next login and on /me', async () => {
    const u = await registerUser(t.app);
    expect(u.user).not.toHaveProperty('interfaceLanguage');
    expect((await setLanguage('de', u.auth)).json()).toEqual({ ok: true });

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    expect(login.json().user.interfaceLanguage).toBe('de');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth });
    expect(me.json().interfaceLanguage).toBe('de');
  });

  it('refuses a guest (401) and a language the interface does not have (400)', async () => {
    expect((await setLanguage('de')).statusCode).toBe(401);
    const u = await registerUser(t.app);
    const bad = await setLanguage('xx', u.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    const extra = await t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: u.auth, payload: { language: 'fr', isAdmin: true } });
    expect(extra.statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth });
    expect(me.json()).not.toHaveProperty('interfaceLanguage');
    expect(me.json().isAdmin).toBe(false);
  });
});
