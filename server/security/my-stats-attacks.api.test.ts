import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { MyStats } from '../../shared/schemas/my-stats';
import { createTestApp, insertReviews, registerUser, type TestApp } from '../test/test-app';

// Personal stats are the caller's own: no address, query, token trick or cookie reads another's.
let t: TestApp;
let app: FastifyInstance;
let victim: Awaited<ReturnType<typeof registerUser>>;
let victimGuest: string;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  const ids = await insertReviews(app, ['Portal 2', 'Hades', 'Celeste'].map((gameName) => ({ gameName })));
  const names = ['Portal 2', 'Hades', 'Celeste'];
  victim = await registerUser(app);
  // The victim finishes today's daily; so does a guest.
  const daily = (headers: Record<string, string>, cookies: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/game/daily?language=en', headers, cookies });
  const reviews = (await daily(victim.auth)).json().reviews as { id: string }[];
  for (const r of reviews) await app.inject({ method: 'POST', url: '/api/game/verify', headers: victim.auth, payload: { reviewId: r.id, answer: names[ids.indexOf(r.id)] } });
  const first = await daily({});
  victimGuest = first.cookies.find((c) => c.name === 'rq_guest')!.value;
  for (const r of first.json().reviews as { id: string }[]) {
    await app.inject({ method: 'POST', url: '/api/game/verify', cookies: { rq_guest: victimGuest }, payload: { reviewId: r.id, answer: names[ids.indexOf(r.id)] } });
  }
});
afterAll(() => t.close());

const played = (res: { json(): unknown }) => (res.json() as MyStats).dailies.onTheDay;

describe('personal stats attacks', () => {
  it('ignores any user named in the address or the query', async () => {
    const attacker = await registerUser(app);
    for (const url of [`/api/game/my-stats?userId=${victim.user.id}`, `/api/game/my-stats?user=${victim.user.id}&guestId=${victimGuest}`, `/api/game/my-stats/${victim.user.id}`]) {
      const res = await app.inject({ method: 'GET', url, headers: attacker.auth });
      if (res.statusCode === 200) expect(played(res), url).toBe(0);
      else expect(res.statusCode, url).toBe(404);
    }
  });

  it('treats a forged or stale token as a new guest, never as the account it names', async () => {
    const [, payload] = victim.auth.authorization.split('.');
    for (const authorization of ['Bearer bad.token', `Bearer eyJhbGciOiJub25lIn0.${payload}.`, `Bearer ${victim.auth.authorization.slice(7, -4)}AAAA`]) {
      const res = await app.inject({ method: 'GET', url: '/api/game/my-stats', headers: { authorization } });
      expect(res.statusCode).toBe(200);
      expect(played(res)).toBe(0);
    }
  });

  it('gives a signed-in player their own stats even with another guest’s cookie', async () => {
    const attacker = await registerUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/game/my-stats', headers: attacker.auth, cookies: { rq_guest: victimGuest } });
    expect(played(res)).toBe(0);
    // The victims still see theirs.
    expect(played(await app.inject({ method: 'GET', url: '/api/game/my-stats', headers: victim.auth }))).toBe(1);
    expect(played(await app.inject({ method: 'GET', url: '/api/game/my-stats', cookies: { rq_guest: victimGuest } }))).toBe(1);
  });

  it('answers only GET', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/game/my-stats', headers: victim.auth, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });
});
