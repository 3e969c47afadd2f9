// The admin chart's answers per day: counted with each answer (right, wrong or skipped) of a
// signed-in player (a guest's never count: anonymous calls steer nothing), exact under concurrent
// answers, and started again by the analytics reset.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { utcDate } from '../../../shared/constants';
import { createAdminTestApp, type AdminTestApp } from '../../test/test-app';
import { guestBrowser, playerBrowser, seedPuzzles, skip, verify, type Call } from '../../security/attack-kit';

let t: AdminTestApp;
let answers: Map<string, string>;

beforeAll(async () => {
  t = await createAdminTestApp();
  answers = await seedPuzzles(t.app);
});
afterAll(() => t.close());

const today = async () => {
  const stats = (await t.asAdmin({ method: 'GET', url: '/api/analytics/stats' })).json();
  expect(stats.daily.at(-1).date).toBe(utcDate());
  return stats.daily.at(-1) as { plays: number; correct: number };
};
const dailyIds = async (call: Call): Promise<string[]> => (await call({ method: 'GET', url: '/api/game/daily?language=en' })).json().reviews.map((r: { id: string }) => r.id);

it('counts each answer on its day: right, wrong and skipped; a replayed answer is not counted twice; a guest not at all', async () => {
  const { call: player } = await playerBrowser(t.app);
  const [a, b] = await dailyIds(player);
  await verify(player, a!, answers.get(a!)!);
  await verify(player, a!, answers.get(a!)!);
  await skip(player, b!);
  expect(await today()).toEqual({ date: utcDate(), plays: 2, correct: 1 });
  const free = (await player({ method: 'GET', url: '/api/game/random?language=en' })).json();
  await verify(player, free.id, 'Not The Game');
  expect(await today()).toMatchObject({ plays: 3, correct: 1 });
  const guest = guestBrowser(t.app);
  const [g] = await dailyIds(guest);
  await verify(guest, g!, answers.get(g!)!);
  expect(await today()).toMatchObject({ plays: 3, correct: 1 });
});

it('stays exact when many players answer at once', async () => {
  const before = await today();
  const guests = await Promise.all(Array.from({ length: 12 }, async () => (await playerBrowser(t.app)).call));
  const firsts = await Promise.all(guests.map(async (g) => (await dailyIds(g))[0]!));
  await Promise.all(guests.map((g, i) => verify(g, firsts[i]!, i % 3 === 0 ? 'Wrong Guess' : answers.get(firsts[i]!)!)));
  expect(await today()).toMatchObject({ plays: before.plays + 12, correct: before.correct + 8 });
});

it('starts again after the analytics reset', async () => {
  expect((await t.asAdmin({ method: 'POST', url: '/api/analytics/reset' })).statusCode).toBe(200);
  expect(await today()).toMatchObject({ plays: 0, correct: 0 });
  const { call: player } = await playerBrowser(t.app);
  const [a] = await dailyIds(player);
  await verify(player, a!, answers.get(a!)!);
  expect(await today()).toMatchObject({ plays: 1, correct: 1 });
});
