// Attacks on the per-language counts (issue 20, item 12): the free-play count leaves out today's
// and the coming dailies' reviews, so it must say how many, never which, and no caller can steer it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../shared/days';
import { utcDate } from '../../shared/constants';
import { createAdminTestApp, type AdminTestApp } from '../test/test-app';
import { daily, guestBrowser, playerBrowser, seedPuzzles, type Call } from './attack-kit';

let t: AdminTestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createAdminTestApp();
  app = t.app;
  await seedPuzzles(app);
});
afterAll(() => t.close());

const languagesOf = async (call: Call, url = '/api/game/languages') => {
  const res = await call({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { body: res.body, languages: res.json().languages as { code: string; count: number; freeplayCount: number; playable: boolean }[] };
};

describe('language counts', () => {
  it('name no review and no daily: only four figures per language', async () => {
    const { reviews } = (await daily(guestBrowser(app))).json() as { reviews: { id: string }[] };
    const { body, languages } = await languagesOf(guestBrowser(app));
    for (const l of languages) expect(Object.keys(l).sort()).toEqual(['code', 'count', 'freeplayCount', 'playable']);
    for (const r of reviews) expect(body).not.toContain(r.id);
    const en = languages.find((l) => l.code === 'en')!;
    expect(en.freeplayCount).toBeLessThanOrEqual(en.count - 3);
  });

  it('are the same for every caller, whatever the query, the token or the player history', async () => {
    const guest = await languagesOf(guestBrowser(app));
    const player = await playerBrowser(app);
    const steered = await languagesOf(player.call, '/api/game/languages?exclude=all&date=1999-01-01&language=tr&freeplayCount=99999');
    const forged = await languagesOf((req) => app.inject({ ...req, headers: { authorization: 'Bearer forged.token.value' } }));
    expect(steered.languages).toEqual(guest.languages);
    expect(forged.languages).toEqual(guest.languages);
  });

  it('follow an admin scheduling a coming daily at once, though the counts are cached', async () => {
    const before = (await languagesOf(guestBrowser(app))).languages.find((l) => l.code === 'en')!;
    const served = (await daily(guestBrowser(app))).json() as { reviews: { id: string }[] };
    const list = (await t.asAdmin({ method: 'GET', url: '/api/admin/reviews?active=true&limit=100' })).json() as { reviews: { _id: string }[] };
    const free = list.reviews.map((r) => r._id).filter((id) => !served.reviews.some((r) => r.id === id)).slice(0, 3);
    const created = await t.asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date: addDays(utcDate(), 5), reviewIds: free } });
    expect(created.statusCode).toBe(201);
    const after = (await languagesOf(guestBrowser(app))).languages.find((l) => l.code === 'en')!;
    expect(after.freeplayCount).toBe(before.freeplayCount - 3);
    expect(after.count).toBe(before.count);
  });
});
