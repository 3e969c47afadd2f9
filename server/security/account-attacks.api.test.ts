// Attacks on account recovery and sessions (docs/security.md, "Accounts"): guessing and reusing
// e-mailed tokens, finding out who has an account, flooding mailboxes, and living on after
// "sign out everywhere" or after the account was deleted.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { createAdminTestApp, createTestApp, registerUser, type AdminTestApp, type TestApp } from '../test/test-app';
import { linkToken, startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { daily, seedPuzzles, snapshot, verify, type Call } from './attack-kit';

let smtp: SmtpSink;
let t: AdminTestApp;
let names: Map<string, string>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createAdminTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://play.reviewquest.test' });
  names = await seedPuzzles(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (app: TestApp['app'], url: string, payload: object, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url, payload, ...extra });
const guessToken = () => randomBytes(32).toString('base64url');
const as = (authorization: string): Call => (opts) => t.app.inject({ ...opts, headers: { authorization, ...(opts.headers ?? {}) } });

describe('guessing and reusing e-mailed tokens', () => {
  it('refuses guessed tokens of the right shape and changes nothing', async () => {
    const u = await registerUser(t.app);
    await post(t.app, '/api/auth/password-reset', { email: u.email });
    await smtp.waitFor(u.email);
    const before = await snapshot(t.app);
    for (let i = 0; i < 20; i += 1) {
      const res = await post(t.app, '/api/auth/password-reset/confirm', { token: guessToken(), password: 'attacker-pass' });
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('linkInvalid');
      expect((await post(t.app, '/api/auth/email-change/confirm', { token: guessToken() })).statusCode).toBe(400);
    }
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('stores no token as sent: the database holds only its hash', async () => {
    const u = await registerUser(t.app);
    await post(t.app, '/api/auth/password-reset', { email: u.email });
    const token = linkToken((await smtp.waitFor(u.email))[0]!);
    expect(JSON.stringify(await snapshot(t.app))).not.toContain(token);
  });

  it('lets two parallel uses of one link set one password only', async () => {
    const u = await registerUser(t.app);
    await post(t.app, '/api/auth/password-reset', { email: u.email });
    const token = linkToken((await smtp.waitFor(u.email))[0]!);
    const results = await Promise.all(['first-pass-1', 'second-pass-2'].map((password) => post(t.app, '/api/auth/password-reset/confirm', { token, password })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]!.statusCode === 200 ? 'first-pass-1' : 'second-pass-2';
    expect((await post(t.app, '/api/auth/login', { email: u.email, password: winner })).statusCode).toBe(200);
  });

  it('does not take a reset link for an e-mail change, nor the other way round', async () => {
    const u = await registerUser(t.app);
    await post(t.app, '/api/auth/password-reset', { email: u.email });
    const resetToken = linkToken((await smtp.waitFor(u.email))[0]!);
    expect((await post(t.app, '/api/auth/email-change/confirm', { token: resetToken })).statusCode).toBe(400);
    const next = `swap-${Date.now().toString(36)}@example.com`;
    await post(t.app, '/api/auth/email-change', { email: next, currentPassword: u.password }, { headers: u.auth });
    const changeToken = linkToken((await smtp.waitFor(next))[0]!);
    expect((await post(t.app, '/api/auth/password-reset/confirm', { token: changeToken, password: 'attacker-pass' })).statusCode).toBe(400);
    // Both still work for what they were sent for.
    expect((await post(t.app, '/api/auth/email-change/confirm', { token: changeToken })).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/password-reset/confirm', { token: resetToken, password: 'owner-pass' })).statusCode).toBe(200);
  });

  it('never builds a link from the Host header (no reset poisoning)', async () => {
    const u = await registerUser(t.app);
    await post(t.app, '/api/auth/password-reset', { email: u.email }, { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    const [mail] = await smtp.waitFor(u.email);
    expect(mail!.text).toContain('https://play.reviewquest.test/reset-password#token=');
    expect(mail!.text + mail!.html).not.toContain('evil.example');
  });
});

describe('finding out who has an account, and flooding', () => {
  it('answers alike for a known and an unknown address, up to the same per-address limit', async () => {
    const limited = await createTestApp({ SMTP_URL: smtp.url, RESET_RATE_LIMIT: '2' });
    try {
      const u = await registerUser(limited.app);
      const unknown = `ghost-${Date.now().toString(36)}@example.com`;
      const codes = async (email: string) => {
        const out: number[] = [];
        // A different address each time: the limit is per e-mail address, not only per IP.
        for (let i = 0; i < 3; i += 1) out.push((await post(limited.app, '/api/auth/password-reset', { email }, { remoteAddress: `10.9.${i}.${email.length}` })).statusCode);
        return out;
      };
      expect(await codes(u.email)).toEqual([202, 202, 429]);
      expect(await codes(unknown)).toEqual([202, 202, 429]);
      const limitedBody = (await post(limited.app, '/api/auth/password-reset', { email: u.email.toUpperCase() })).json();
      expect(limitedBody.messageKey).toBe('resetLimited');
      // Only the two accepted requests for the known address were mailed.
      await smtp.waitFor(u.email, 2);
      expect(smtp.to(u.email)).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('limits reset requests per IP across addresses', async () => {
    const limited = await createTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '3' });
    try {
      const ip = '10.77.0.1';
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await post(limited.app, '/api/auth/password-reset', { email: `spray-${i}@example.com` }, { remoteAddress: ip })).statusCode);
      expect(codes).toEqual([202, 202, 202, 429]);
      // Guessing tokens from one IP runs into the same wall.
      const guesses: number[] = [];
      for (let i = 0; i < 4; i += 1) guesses.push((await post(limited.app, '/api/auth/password-reset/confirm', { token: guessToken(), password: 'attacker-pass' }, { remoteAddress: '10.77.0.2' })).statusCode);
      expect(guesses).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('tokens after sign out everywhere, and a deleted account', () => {
  it('an old token can neither play, nor read the account, nor change it', async () => {
    const u = await registerUser(t.app);
    const old = as(u.auth.authorization);
    const reviews = (await daily(old)).json().reviews as { id: string }[];
    await post(t.app, '/api/auth/logout-all', {}, { headers: u.auth });
    const before = await snapshot(t.app);
    // Treated as a stranger (a guest who was served nothing), never as the player.
    expect((await verify(old, reviews[0]!.id, names.get(reviews[0]!.id)!)).statusCode).not.toBe(200);
    expect((await old({ method: 'GET', url: '/api/auth/me/export' })).statusCode).toBe(401);
    expect((await old({ method: 'PUT', url: '/api/auth/me', payload: { password: 'hijacked-pass', currentPassword: u.password } })).statusCode).toBe(401);
    expect((await old({ method: 'DELETE', url: '/api/auth/me', payload: { password: u.password } })).statusCode).toBe(401);
    expect(await snapshot(t.app)).toEqual(before);
  });

  it('an old admin token is refused by the analytics socket', async () => {
    const login = await post(t.app, '/api/auth/login', { email: 'admin@example.com', password: 'admin-pass' });
    const token = login.json().token as string;
    await post(t.app, '/api/auth/logout-all', {}, { headers: { authorization: `Bearer ${token}` } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const message = await new Promise<string>((resolve) => {
      const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
      socket.on('stats-update', () => resolve('connected'));
      socket.on('connect_error', (err) => resolve(err.message));
    });
    expect(message).toBe('Invalid or expired token');
  });

  it('a deleted account is on no board, cannot log in, and its old token and links are dead', async () => {
    const u = await registerUser(t.app);
    const call = as(u.auth.authorization);
    const reviews = (await daily(call)).json().reviews as { id: string }[];
    for (const r of reviews) await verify(call, r.id, names.get(r.id)!);
    await post(t.app, '/api/auth/password-reset', { email: u.email });
    const resetToken = linkToken((await smtp.waitFor(u.email))[0]!);
    expect((await call({ method: 'DELETE', url: '/api/auth/me', payload: { password: u.password } })).statusCode).toBe(204);

    for (const board of ['daily', 'alltime']) {
      const entries = (await t.app.inject({ method: 'GET', url: `/api/scores/leaderboard/${board}?limit=100` })).json().leaderboard as { username: string }[];
      expect(entries.map((e) => e.username)).not.toContain(u.user.username);
      expect(entries.map((e) => e.username)).not.toContain('');
    }
    expect((await post(t.app, '/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/password-reset/confirm', { token: resetToken, password: 'revived-pass' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url: '/api/auth/me', payload: { password: u.password } })).statusCode).toBe(401);
  });

  it('a second account cannot end, change or delete the first', async () => {
    const victim = await registerUser(t.app, { password: 'victim-only-pass' });
    const attacker = await registerUser(t.app);
    await post(t.app, '/api/auth/logout-all', {}, { headers: attacker.auth });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: victim.auth })).statusCode).toBe(200);
    // The victim's password does not help from the attacker's session: it acts on the attacker's own account only.
    const second = await post(t.app, '/api/auth/login', { email: attacker.email, password: attacker.password });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: { authorization: `Bearer ${second.json().token}` }, payload: { password: victim.password } });
    expect(res.statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/login', { email: victim.email, password: victim.password })).statusCode).toBe(200);
  });
});
