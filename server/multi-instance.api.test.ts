import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, insertReviews, type TestApp } from './test/test-app';

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
