// A player's play of a day is found by one index search on the player, on SQLite and PostgreSQL
// (migration 0016): before it, SQLite went through (mode, day), reading every play of the day to
// find the player's one: 40,000 a day at 1,000,000 users (docs/performance.md, "scale").
import { CompiledQuery, sql, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daily, playerBrowser, seedPuzzles, verify } from '../../security/attack-kit';
import { createTestApp, guestBrowser, type Call, type TestApp } from '../../test/test-app';

describe("finding a player's play of a day", () => {
  const seen: { node: RootOperationNode; queryId: QueryId }[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => (seen.push({ node: args.node, queryId: args.queryId }), args.node),
    transformResult: async (args) => args.result,
  };
  let t: TestApp;
  let answers: Map<string, string>;
  beforeAll(async () => {
    t = await createTestApp({}, { plugin });
    answers = await seedPuzzles(t.app);
  });
  afterAll(() => t.close());

  /** The SQL of every statement `play` ran that looks up plays by their player. */
  async function playerLookups(play: () => Promise<unknown>): Promise<CompiledQuery[]> {
    const from = seen.length;
    await play();
    const executor = t.app.ctx.db.getExecutor();
    return seen
      .slice(from)
      .map(({ node, queryId }) => executor.compileQuery(node, queryId))
      .filter((q) => /plays\.(user|guest)_id = /.test(q.sql));
  }

  /** The engine's plan for `query`, one line per step (PostgreSQL told not to prefer a scan of a small table). */
  async function planOf(query: CompiledQuery): Promise<string> {
    const { db, engine } = t.app.ctx;
    return db.transaction().execute(async (tx) => {
      if (engine === 'postgres') await sql`set local enable_seqscan = off`.execute(tx);
      const prefix = engine === 'postgres' ? 'EXPLAIN ' : 'EXPLAIN QUERY PLAN ';
      const { rows } = await tx.executeQuery(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
      return rows.map((r) => Object.values(r as Record<string, unknown>).join(' ')).join('\n');
    });
  }

  const playADay = async (call: Call) => {
    const first = (await daily(call)).json().reviews[0].id as string;
    await daily(call);
    await verify(call, first, answers.get(first)!);
  };

  it.each([
    ['a guest', async () => guestBrowser(t.app)],
    ['a signed-in player', async () => (await playerBrowser(t.app)).call],
  ])('%s starting, resuming and answering the daily: never through every play of the day', async (_who, browser) => {
    // Other players' plays of today, which a search by day alone would read.
    for (let i = 0; i < 5; i += 1) await daily(guestBrowser(t.app));
    const lookups = await playerLookups(async () => playADay(await browser()));
    expect(lookups.length).toBeGreaterThan(0);
    for (const query of lookups) {
      const plan = await planOf(query);
      expect(plan, query.sql).not.toMatch(/plays_day_idx|SCAN plays\b|Seq Scan on plays\b/);
      expect(plan, query.sql).toMatch(/plays_(user|guest)_day_idx|plays_(user|guest)_idx|plays_pkey|sqlite_autoindex_plays/);
    }
  });
});
