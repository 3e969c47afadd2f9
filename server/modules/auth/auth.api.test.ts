import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'boss@example.com', ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'bosspass1' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object });

describe('register', () => {
  it('creates an account and returns a token and the user', async () => {
    const res = await post('/api/auth/register', { username: 'newbie', email: 'Newbie@Example.com', password: 'secret1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ username: 'newbie', email: 'Newbie@Example.com', totalScore: 0, gamesPlayed: 0, streak: 0, isAdmin: false });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it.each([
    [{ username: 'ab', email: 'a@example.com', password: 'secret1' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21), email: 'a@example.com', password: 'secret1' }, 'Username must be at most 20 characters'],
    [{ username: 'abc', email: 'a@example.com', password: '12345' }, 'Minimum 6 characters'],
    [{ username: 'abc', email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: 'secret1' }, 'Username is required'],
    [{ username: 'abc', password: 'secret1' }, 'Email is required'],
    [{ username: 'abc', email: 'a@example.com' }, 'Password is required'],
    [{ username: '<b>x</b>', email: 'a@example.com', password: 'secret1' }, 'Username may only contain letters, digits, _ . and -'],
  ])('rejects %j with "%s"', async (payload, message) => {
    const res = await post('/api/auth/register', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION', messageKey: expect.any(String) });
  });

  it('never lets a client set isAdmin', async () => {
    const res = await post('/api/auth/register', { username: 'sneaky', email: 'sneaky@example.com', password: 'secret1', isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown field: isAdmin');
    const login = await post('/api/auth/login', { email: 'sneaky@example.com', password: 'secret1' });
    expect(login.statusCode).toBe(400);
  });

  it('refuses a username or email that differs only in case', async () => {
    await registerUser(t.app, { username: 'CaseUser', email: 'case@example.com' });
    const sameName = await post('/api/auth/register', { username: 'caseuser', email: 'other@example.com', password: 'secret1' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('Username is already taken');
    const sameEmail = await post('/api/auth/register', { username: 'another', email: 'CASE@example.com', password: 'secret1' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with this email already exists');
  });
});

describe('login', () => {
  it('signs in with the email in any case', async () => {
    const u = await registerUser(t.app, { email: 'login.me@example.com' });
    const res = await post('/api/auth/login', { email: 'LOGIN.ME@example.com', password: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(u.user.id);
  });

  it('answers the same 400 for a wrong password and an unknown email', async () => {
    const u = await registerUser(t.app);
    const wrong = await post('/api/auth/login', { email: u.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'BAD_REQUEST', messageKey: 'invalidLogin' });
    expect(unknown.json()).toEqual(wrong.json());
  });
});

describe('me', () => {
  it('returns the user for a valid token', async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: u.user.id, username: u.user.username });
  });

  it('answers 401 without a token, with a garbage token, a forged or expired token', async () => {
    const u = await registerUser(t.app);
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(u.user.id).setExpirationTime('1h').sign(new TextEncoder().encode('x'.repeat(40)));
    const [, payload] = u.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: `Bearer ${forged}` }, { authorization: `Bearer ${none}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('keeps a user signed in across a restart (the secret is kept in DATA_DIR)', async () => {
    const u = await registerUser(t.app);
    const fs = await import('node:fs');
    expect(fs.existsSync(`${t.dataDir}/jwt-secret`)).toBe(true);
    const { createTokenService, resolveJwtSecret } = await import('../../plugins/auth');
    const again = createTokenService(resolveJwtSecret(undefined, t.dataDir));
    expect(await again.verify(u.token)).toBe(u.user.id);
  });
});

describe('admin bootstrap', () => {
  it('creates the admin from ADMIN_* variables at start-up', async () => {
    const res = await post('/api/auth/login', { email: 'boss@example.com', password: 'bosspass1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'boss', isAdmin: true });
  });
});

describe('rate limits', () => {
  it('limits login attempts per IP with a 429 JSON answer and Retry-After', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const codes: number[] = [];
      let last;
      for (let i = 0; i < 4; i += 1) {
        last = await limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `x${i}@example.com`, password: 'whatever1' } });
        codes.push(last.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
      expect(last?.headers['retry-after']).toBeDefined();
      expect(last?.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('Too many requests') });
    } finally {
      await limited.close();
    }
  });

  it('counts failed logins only against an account: many successful logins never lock it, failures still do', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const u = await registerUser(limited.app);
      // From a new IP each time, so only the per-account limit could stop them.
      const login = (password: string, i: number) =>
        limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password }, remoteAddress: `10.9.0.${i}` });
      const successes: number[] = [];
      for (let i = 0; i < 8; i += 1) successes.push((await login(u.password, i)).statusCode);
      expect(successes).toEqual(Array(8).fill(200));

      const failures: number[] = [];
      for (let i = 0; i < 3; i += 1) failures.push((await login('wrong-password', 20 + i)).statusCode);
      expect(failures).toEqual([400, 400, 400]);
      const locked = await login(u.password, 30);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('Too many attempts for this account') });
      expect(locked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
