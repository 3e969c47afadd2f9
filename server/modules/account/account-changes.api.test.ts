import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../../security/attack-kit';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { linkToken, startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

let smtp: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const putMe = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: '/api/auth/me', headers: auth, payload });
const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const changeEmail = (auth: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/email-change', headers: auth, payload });
const confirmEmail = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token } });

describe('change username and password', () => {
  it('renames the player with the current password; the name shows on /me', async () => {
    const u = await registerUser(t.app);
    const newName = `renamed_${Date.now().toString(36)}`.slice(0, 20);
    const res = await putMe(u.auth, { username: newName, currentPassword: u.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe(newName);
    // A rename alone keeps every session.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth })).json().username).toBe(newName);
  });

  it('changes the password: the old one and the other sessions stop, this browser gets a new token', async () => {
    const u = await registerUser(t.app);
    const res = await putMe(u.auth, { password: 'another-pass', currentPassword: u.password });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${res.json().token}` } })).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(400);
    expect((await login(u.email, 'another-pass')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a taken name, bad rules and an empty change, changing nothing', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const before = await snapshot(t.app);
    const wrong = await putMe(u.auth, { password: 'another-pass', currentPassword: 'not-my-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messageKey).toBe('wrongPassword');
    const taken = await putMe(u.auth, { username: other.user.username.toUpperCase(), currentPassword: u.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().messageKey).toBe('usernameTaken');
    expect((await putMe(u.auth, { username: 'ab', currentPassword: u.password })).json().messageKey).toBe('usernameMin');
    expect((await putMe(u.auth, { password: '123', currentPassword: u.password })).json().messageKey).toBe('passwordMin');
    expect((await putMe(u.auth, { currentPassword: u.password })).json().messageKey).toBe('nothingToChange');
    expect((await putMe(u.auth, { username: 'fine_name', currentPassword: u.password, isAdmin: true })).statusCode).toBe(400);
    expect((await putMe({}, { username: 'fine_name', currentPassword: u.password })).statusCode).toBe(401);
    expect(await snapshot(t.app)).toEqual(before);
  });
});

describe('change e-mail', () => {
  it('confirms by a link to the new address, tells the old one, then logs in with the new one', async () => {
    const u = await registerUser(t.app);
    const next = `moved-${Date.now().toString(36)}@example.com`;
    const res = await changeEmail(u.auth, { email: next, currentPassword: u.password });
    expect(res.statusCode).toBe(202);
    const [confirmMail] = await smtp.waitFor(next);
    const [notice] = await smtp.waitFor(u.email);
    expect(confirmMail!.subject).toBe('Confirm your new e-mail address for ReviewQuest');
    expect(notice!.subject).toBe('Your ReviewQuest e-mail address is being changed');
    expect(notice!.text).toContain(next);
    expect(notice!.text).not.toMatch(/#token=/);
    // Nothing changes before the link is opened.
    expect((await login(u.email, u.password)).statusCode).toBe(200);

    const done = await confirmEmail(linkToken(confirmMail!));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: next });
    expect((await login(next, u.password)).statusCode).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(400);
    expect((await confirmEmail(linkToken(confirmMail!))).json().messageKey).toBe('linkInvalid');
  });

  it('refuses a wrong password, the same address and an address with an account', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const before = await snapshot(t.app);
    expect((await changeEmail(u.auth, { email: 'x@example.com', currentPassword: 'wrong-pass' })).json().messageKey).toBe('wrongPassword');
    expect((await changeEmail(u.auth, { email: u.email.toUpperCase(), currentPassword: u.password })).json().messageKey).toBe('sameEmail');
    const taken = await changeEmail(u.auth, { email: other.email, currentPassword: u.password });
    expect(taken.statusCode).toBe(409);
    expect((await changeEmail(u.auth, { email: 'nope', currentPassword: u.password })).json().messageKey).toBe('emailInvalid');
    expect(await snapshot(t.app)).toEqual(before);
    expect(smtp.to('x@example.com')).toEqual([]);
  });

  it('refuses the link when the address was taken meanwhile, changing nothing', async () => {
    const u = await registerUser(t.app);
    const next = `race-${Date.now().toString(36)}@example.com`;
    await changeEmail(u.auth, { email: next, currentPassword: u.password });
    const token = linkToken((await smtp.waitFor(next))[0]!);
    await registerUser(t.app, { email: next });
    const res = await confirmEmail(token);
    expect(res.statusCode).toBe(409);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });
});
