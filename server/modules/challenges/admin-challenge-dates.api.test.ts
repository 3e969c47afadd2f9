// The Create Challenge form's default date: the next day without a scheduled challenge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTestApp, insertReviews, type AdminTestApp } from '../../test/test-app';

let t: AdminTestApp;
let reviewIds: string[];
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createAdminTestApp();
  reviewIds = await insertReviews(t.app, [{ gameName: 'Day One' }, { gameName: 'Day Two' }, { gameName: 'Day Three' }]);
});
afterAll(() => t.close());

const nextFree = async () => {
  const res = await t.asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/next-free-date' });
  expect(res.statusCode).toBe(200);
  return res.json().date as string;
};
const schedule = (date: string) => t.asAdmin({ method: 'POST', url: '/api/admin/daily-challenges', payload: { date, reviewIds } });

describe('next free challenge date', () => {
  it('is tomorrow when tomorrow is free, and skips the days already scheduled', async () => {
    // Today's challenge (auto-picked on demand) never counts: the default is from tomorrow on.
    await t.asAdmin({ method: 'GET', url: '/api/admin/daily-challenges/current' });
    expect(await nextFree()).toBe(inDays(1));

    expect((await schedule(inDays(1))).statusCode).toBe(201);
    expect(await nextFree()).toBe(inDays(2));
    expect((await schedule(inDays(2))).statusCode).toBe(201);
    expect((await schedule(inDays(4))).statusCode).toBe(201);
    const date = await nextFree();
    expect(date).toBe(inDays(3));
    // The date it offers can be saved (no 409).
    expect((await schedule(date)).statusCode).toBe(201);
    expect(await nextFree()).toBe(inDays(5));
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/daily-challenges/next-free-date' })).statusCode).toBe(401);
  });
});
