import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { linkToken, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'ReviewQuest <no-reply@reviewquest.test>', PUBLIC_URL: 'https://play.reviewquest.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const askReset = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email }, headers });
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('password reset by e-mail', () => {
  it('mails a link that sets a new password and signs the player in, once only', async () => {
    const u = await registerUser(t.app);
    const res = await askReset(u.email);
    expect(res.statusCode).toBe(202);
    const [mail] = await smtp.waitFor(u.email);
    expect(mail!.subject).toBe('Reset your ReviewQuest password');
    expect(mail!.text).toContain(`Hello ${u.user.username},`);
    expect(mail!.text).toContain('https://play.reviewquest.test/reset-password#token=');
    expect(mail!.html).toContain('Choose a new password');
    const token = linkToken(mail!);

    const done = await confirm(token, 'brand-new-pass');
    expect(done.statusCode).toBe(200);
    expect(done.json().user.id).toBe(u.user.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${done.json().token}` } });
    expect(me.json().username).toBe(u.user.username);

    expect((await login(u.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(400);
    // Used: the same link no longer works, and the password stays the new one.
    const again = await confirm(token, 'third-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is not valid or has expired. Please ask for a new one.');
    expect(again.json().messageKey).toBe('linkInvalid');
    expect((await login(u.email, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('ends every session the account had, and voids older links', async () => {
    const u = await registerUser(t.app);
    await askReset(u.email);
    await askReset(u.email);
    const [first, second] = await smtp.waitFor(u.email, 2);
    expect((await confirm(linkToken(second!), 'new-pass-1')).statusCode).toBe(200);
    // The old session and the other link both died with the password change.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth })).statusCode).toBe(401);
    expect((await confirm(linkToken(first!), 'new-pass-2')).statusCode).toBe(400);
    expect((await login(u.email, 'new-pass-1')).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const u = await registerUser(t.app);
    await askReset(u.email);
    const token = linkToken((await smtp.waitFor(u.email))[0]!);
    await sql`update account_tokens set expires_at = ${new Date(Date.now() - 1000).toISOString()}`.execute(t.app.ctx.db);
    const res = await confirm(token, 'too-late-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('linkInvalid');
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const u = await registerUser(t.app);
    const unknown = await askReset('nobody-here@example.com');
    const known = await askReset(u.email);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    // The known address's mail comes after the unknown one was handled: that one sent nothing.
    await smtp.waitFor(u.email);
    expect(smtp.to('nobody-here@example.com')).toEqual([]);
  });

  it('writes in the interface language of the account, or of the browser', async () => {
    const u = await registerUser(t.app);
    await t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: u.auth, payload: { language: 'tr' } });
    await askReset(u.email, { 'accept-language': 'de-DE,de;q=0.9' });
    const [tr] = await smtp.waitFor(u.email);
    expect(tr!.subject).toBe('ReviewQuest şifreni sıfırla');
    expect(tr!.html).toContain('lang="tr"');

    const v = await registerUser(t.app);
    await askReset(v.email, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' });
    expect((await smtp.waitFor(v.email))[0]!.subject).toBe('Réinitialisez votre mot de passe ReviewQuest');
  });

  it('checks the new password with the sign-up rules and keeps the link for a second try', async () => {
    const u = await registerUser(t.app);
    await askReset(u.email);
    const token = linkToken((await smtp.waitFor(u.email))[0]!);
    const short = await confirm(token, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Minimum 6 characters');
    expect((await confirm(token, 'long-enough')).statusCode).toBe(200);
  });

  it('gives a clear 400 for a malformed request', async () => {
    expect((await askReset('not-an-email')).json().message).toBe('Please enter a valid email address');
    const extra = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: 'a@example.com', admin: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('Unknown field: admin');
    expect((await confirm('short', 'whatever-pass')).json().messageKey).toBe('linkInvalid');
  });
});
