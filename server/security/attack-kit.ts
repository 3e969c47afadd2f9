// Shared pieces of the attack suite: browsers (guest, signed-in), a full database snapshot to prove
// that an attack changed nothing, and puzzles with known answers.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { insertReviews, registerUser, signedInCalls, type Call } from '../test/test-app';

export { guestBrowser, type Call } from '../test/test-app';

/** A signed-in browser (a freshly registered account). */
export async function playerBrowser(app: FastifyInstance) {
  const u = await registerUser(app);
  return { ...u, call: signedInCalls(app, u.auth) };
}

/** Every user table's rows, sorted, so `expect(await snapshot(app)).toEqual(before)` proves nothing changed. */
export async function snapshot(app: FastifyInstance): Promise<Record<string, unknown[]>> {
  const { db, engine } = app.ctx;
  const tables =
    engine === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows;
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    if (name.startsWith('kysely_')) continue;
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db)).rows;
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return out;
}

/** Row count of one table. */
export async function countRows(app: FastifyInstance, table: string): Promise<number> {
  const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(app.ctx.db);
  return Number(r.rows[0]?.n ?? 0);
}

export const GAMES = [
  { gameName: 'The Witcher 3: Wild Hunt', genre: 'Action RPG' },
  { gameName: 'Portal 2', genre: 'Puzzle' },
  { gameName: 'Stardew Valley', genre: 'Farming Sim' },
  { gameName: 'Hades', genre: 'Roguelike' },
  { gameName: 'Celeste', genre: 'Platformer' },
  { gameName: 'Factorio', genre: 'Automation' },
  // Today's daily takes three, which free play never serves: these keep free play supplied.
  { gameName: 'Terraria', genre: 'Sandbox' },
  { gameName: 'Outer Wilds', genre: 'Exploration' },
  { gameName: 'Into the Breach', genre: 'Tactics' },
];

/** Inserts the puzzles; returns a lookup from review id to its answer. */
export async function seedPuzzles(app: FastifyInstance, games: { gameName: string; genre?: string }[] = GAMES): Promise<Map<string, string>> {
  const ids = await insertReviews(app, games);
  return new Map(ids.map((id, i) => [id, games[i]!.gameName]));
}

export const daily = (call: Call, language = 'en') => call({ method: 'GET', url: `/api/game/daily?language=${language}` });
export const random = (call: Call, query = '') => call({ method: 'GET', url: `/api/game/random${query}` });
export const verify = (call: Call, reviewId: string, answer: string) => call({ method: 'POST', url: '/api/game/verify', payload: { reviewId, answer } });
export const skip = (call: Call, reviewId: string) => call({ method: 'POST', url: '/api/game/skip', payload: { reviewId } });
export const reveal = (call: Call, reviewId: string) => call({ method: 'POST', url: '/api/game/reveal', payload: { reviewId } });
export const hint = (call: Call, reviewId: string) => call({ method: 'GET', url: `/api/game/hint/${reviewId}` });
export const submit = (call: Call, body: Record<string, unknown>) => call({ method: 'POST', url: '/api/scores/submit', payload: body });

/**
 * Gets `reviewId` served in free play the only way a player can choose: by answering every other
 * review the server offers first (wrongly: nothing scored, nothing owed). `exclude` steers nothing
 * any more: it only holds back reviews the player was already served (docs/rules.md).
 */
export async function serveInFreeplay(call: Call, reviewId: string, language = 'en') {
  for (let i = 0; i < 1000; i += 1) {
    const res = await random(call, `?language=${language}`);
    if (res.statusCode !== 200 || res.json().id === reviewId) return res;
    await verify(call, res.json().id, 'Surely Not This One');
  }
  throw new Error(`review ${reviewId} was never served`);
}

export const FORGED_SUBMIT = { gameMode: 'freeplay', score: 999_999, reviewsCompleted: 999, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 999 };
