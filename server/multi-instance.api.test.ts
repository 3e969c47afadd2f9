import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTestApp, insertReviews, registerUser, type TestApp } from './test/test-app';

// Two instances sharing Redis, as behind a load balancer. Redis runs on these machines (ENVIRONMENT.md).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: TestApp;
let b: TestApp;
const env = { REDIS_URL, AUTH_RATE_LIMIT: '2', ADMIN_EMAIL: 'ops@example.com', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password' };

beforeAll(async () => {
  a = await createTestApp(env);
  b = await createTestApp(env);
  await insertReviews(a.app, [{ gameName: 'One' }, { gameName: 'Two' }, { gameName: 'Three' }]);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe('several instances with REDIS_URL', () => {
  it('share the login rate limit', async () => {
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    // A fresh email each run: the per-account limit lives in the shared Redis for 15 minutes.
    const email = `x-${ip}@example.com`;
    const login = (t: TestApp) => t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password: 'whatever1' } });
    expect((await login(a)).statusCode).toBe(400);
    expect((await login(b)).statusCode).toBe(400);
    expect((await login(a)).statusCode).toBe(429);
  });

  it('count a player seen by one instance as online on the other', async () => {
    await a.app.inject({ method: 'GET', url: '/api/game/daily?language=en' });
    // A token straight from the instance: logging in would spend the shared per-account limit.
    const token = await b.app.ctx.tokens.sign((await b.app.ctx.repos.users.findByEmail('ops@example.com'))!.id);
    const stats = await b.app.inject({ method: 'GET', url: '/api/analytics/stats', headers: { authorization: `Bearer ${token}` } });
    expect(stats.json().globalStats.onlineUsers).toBeGreaterThanOrEqual(1);
  });
});

describe('two instances on one database with REDIS_URL', () => {
  it('drop each other\'s cached leaderboard as soon as a score is recorded', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-shared-'));
    const config = loadConfig({ DATA_DIR: dataDir, REDIS_URL, LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false' });
    const one = await buildApp(config);
    const two = await buildApp(config);
    try {
      const ids = await insertReviews(one, [{ gameName: 'Alpha' }, { gameName: 'Beta' }, { gameName: 'Gamma' }]);
      const names = new Map(ids.map((id, i) => [id, ['Alpha', 'Beta', 'Gamma'][i]!]));
      // The clock stands still: only the message through Redis can refresh instance two's cache.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      const p = await registerUser(one);
      const board = async () => (await two.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime?limit=10' })).json().leaderboard.map((e: { username: string }) => e.username);
      expect(await board()).not.toContain(p.user.username);
      const reviews = (await one.inject({ method: 'GET', url: '/api/game/daily', headers: p.auth })).json().reviews as { id: string }[];
      for (const r of reviews) await one.inject({ method: 'POST', url: '/api/game/verify', headers: p.auth, payload: { reviewId: r.id, answer: names.get(r.id) } });
      let seen = false;
      for (let i = 0; i < 50 && !seen; i += 1) {
        seen = (await board()).includes(p.user.username);
        if (!seen) await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen).toBe(true);
    } finally {
      vi.useRealTimers();
      await one.close();
      await two.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
