import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createAdminTestApp, registerUser, type AdminTestApp } from '../../test/test-app';

let t: AdminTestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t.close());

const me = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
const logoutAll = (authorization?: string) => t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: authorization ? { authorization } : {} });

describe('sign out everywhere', () => {
  it('ends every token issued before, at once; a new login works', async () => {
    const u = await registerUser(t.app);
    const second = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    const other = `Bearer ${second.json().token}`;
    // Both tokens work (and are now cached as valid).
    expect((await me(u.auth.authorization)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);

    const res = await logoutAll(other);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const token of [u.auth.authorization, other]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().messageKey).toBe('sessionExpired');
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me/export', headers: { authorization: token } })).statusCode).toBe(401);
    }
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password } });
    expect((await me(`Bearer ${again.json().token}`)).json().id).toBe(u.user.id);
  });

  it('touches nobody else, and asks a guest to log in', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    expect((await logoutAll(a.auth.authorization)).statusCode).toBe(204);
    expect((await me(b.auth.authorization)).statusCode).toBe(200);
    const guest = await logoutAll();
    expect(guest.statusCode).toBe(401);
    expect(guest.json().messageKey).toBe('loginToContinue');
  });

  it('closes the analytics socket at once and refuses the old token there', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const open = (token: string) =>
      new Promise<{ socket: Socket } | { error: string }>((resolve) => {
        const socket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
        socket.on('stats-update', () => resolve({ socket }));
        socket.on('connect_error', (err) => {
          socket.close();
          resolve({ error: err.message });
        });
      });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'admin-pass' } });
    const token = login.json().token as string;
    const opened = await open(token);
    if (!('socket' in opened)) throw new Error(opened.error);
    const closed = new Promise<string>((resolve) => opened.socket.on('disconnect', (reason) => resolve(reason)));

    expect((await logoutAll(`Bearer ${token}`)).statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(await open(token)).toEqual({ error: 'Invalid or expired token' });
    const fresh = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'admin-pass' } });
    const reopened = await open(fresh.json().token);
    expect('socket' in reopened).toBe(true);
    if ('socket' in reopened) reopened.socket.close();
  });
});

describe('sign out everywhere across instances', () => {
  it('ends the tokens on another instance sharing the database and Redis, though it had them cached', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-sessions-'));
    const config = loadConfig({ DATA_DIR: dataDir, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false' });
    const one = await buildApp(config);
    const two = await buildApp(config);
    try {
      const u = await registerUser(one);
      const meOn = (app: typeof one) => app.inject({ method: 'GET', url: '/api/auth/me', headers: u.auth });
      expect((await meOn(two)).statusCode).toBe(200);
      expect((await one.inject({ method: 'POST', url: '/api/auth/logout-all', headers: u.auth })).statusCode).toBe(204);
      // Instance two learns it through Redis: poll briefly for the message, never for the cache to expire (a minute).
      let status = 200;
      for (let i = 0; i < 100 && status === 200; i += 1) {
        status = (await meOn(two)).statusCode;
        if (status === 200) await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe(401);
    } finally {
      await one.close();
      await two.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
