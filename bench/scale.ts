// `npm run bench -- scale`: the real server on 1,000,000 users and over 5,000,000 score records
// (SQLite, and PostgreSQL when DATABASE_URL is set), single requests one at a time, p50/p95 per
// call. Cached reads are measured as misses (RESPONSE_CACHE=off): the database's cost, not the cache's.
import fs from 'node:fs';
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import Database from 'better-sqlite3';
import { SignJWT } from 'jose';
import pg from 'pg';
import { COPY_INTO_LEAGUES } from '../server/db/migrations/0017-league-scores';
import { buildPostgres, buildSqlite, DEFAULT_SHAPE, type ScaleShape } from './scale-data';
import { writeResults } from './results-file';
import { createScratchPostgres } from './scratch-postgres';
import { createBenchServer } from './server-process';
import { cpuMs } from './proc-cpu';
import { startBare } from './http';

export const JWT_SECRET = 'scale-bench-secret-scale-bench-secret-0123456789';
const TARGET_MS = { sqlite: 5, postgres: 10 };
const PG_DATABASE = 'rq_perf_scale';
/** Unmeasured requests before each call's samples. */
export const WARM_UP = 300;

export interface ScaleOptions {
  samples: number;
  port?: number;
  write: boolean;
  /** Fewer users (for a quick try); the default is the issue's million. */
  users?: number;
  /** Keep the built databases (SQLite directory, PostgreSQL rq_perf_scale) for a look afterwards. */
  keep: boolean;
  /** Only PostgreSQL (DATABASE_URL), e.g. after a separate SQLite run. */
  postgresOnly?: boolean;
  /** Measure a SQLite DATA_DIR kept by an earlier --keep run instead of building one. */
  reuse?: string;
  /** Measure the PostgreSQL database (rq_perf_scale) kept by an earlier --keep run. */
  reusePostgres?: boolean;
  /** Only the calls whose name contains one of these comma-separated words (nothing is written). */
  only?: string;
}

interface Sample {
  name: string;
  p50: number;
  p95: number;
  /** Server CPU ms per request (all its processes). */
  cpu: number;
  status: string;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

let serverPid: number | undefined;

/** One GET, its body read whole; its status. */
async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return res.status;
}

async function measure(name: string, samples: number, call: () => Promise<number[]>, pid = serverPid): Promise<Sample> {
  const statuses = new Set<number>();
  // Warm: a call's first few hundred requests run before V8 has optimised its path (the league
  // calls took twice the CPU over their first 300). A slow call warms for ten seconds at most.
  const warmUntil = Date.now() + 10_000;
  for (let i = 0; i < WARM_UP && (i < 10 || Date.now() < warmUntil); i += 1) await call();
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  // A slow call (seconds) gets at least 20 samples and then stops after half a minute.
  const until = Date.now() + 30_000;
  for (let i = 0; i < samples && (i < 20 || Date.now() < until); i += 1) {
    const t = performance.now();
    for (const s of await call()) statuses.add(s);
    times.push(performance.now() - t);
  }
  const cpu = (cpuMs(pid) - cpuBefore) / times.length;
  times.sort((a, b) => a - b);
  return { name, p50: quantile(times, 0.5), p95: quantile(times, 0.95), cpu, status: `${[...statuses].join(', ')} (${times.length} requests)` };
}

/** The players whose rank is measured, and an admin (an ordinary user promoted in the data). */
interface Subjects {
  top: string;
  median: string;
  last: string;
  admin: string;
  /** A daily player (today's daily played) in LEAGUES_PER_PLAYER leagues, one of them BIG_LEAGUE (its owner). */
  leaguePlayer: string;
}

const BIG_LEAGUE = 'bench-league-500';
const LEAGUES_PER_PLAYER = 10;
/** The league player of every build (`Subjects.leaguePlayer`). */
export const LEAGUE_PLAYER = 'u25';

/** The league calls, each made by the league player: name and URL. */
export const LEAGUE_CALLS: [string, string][] = [
  [`GET /api/leagues (a player in ${LEAGUES_PER_PLAYER} leagues)`, '/api/leagues'],
  ['GET /api/leagues/:id (500 members)', `/api/leagues/${BIG_LEAGUE}`],
  ["GET /api/leagues/:id/leaderboard/daily (500 members, today)", `/api/leagues/${BIG_LEAGUE}/leaderboard/daily`],
  ['GET /api/leagues/:id/leaderboard/daily?date= (500 members, a past day)', `/api/leagues/${BIG_LEAGUE}/leaderboard/daily?date=${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}`],
  ['GET /api/leagues/:id/leaderboard/alltime (500 members)', `/api/leagues/${BIG_LEAGUE}/leaderboard/alltime`],
];

/**
 * Leagues for the league calls (docs/decisions/0026-leagues-challenges-reports.md): a league of 500
 * members (daily players, so its board of today is full) owned by the league player, who is also in
 * 9 leagues of 50 members.
 */
function leagueStatements(player: string, users: number): string[] {
  const at = new Date().toISOString();
  // A kept build measured again (--reuse) already has them.
  const out: string[] = [
    `delete from league_scores where league_id like 'bench-league-%'`,
    `delete from league_members where league_id like 'bench-league-%'`,
    `delete from leagues where id like 'bench-league-%'`,
  ];
  const members = (league: string, ids: string[]) => `insert into league_members (league_id, user_id, joined_at) values ${ids.map((id) => `('${league}', '${id}', '${at}')`).join(', ')}`;
  const dailyPlayers = Array.from({ length: 499 }, (_, i) => `u${((i + 2) * 25) % users}`);
  out.push(`insert into leagues (id, name, owner_id, invite_code, created_at) values ('${BIG_LEAGUE}', 'Bench 500', '${player}', 'benchcode500_0000000000', '${at}')`);
  out.push(members(BIG_LEAGUE, [player, ...dailyPlayers]));
  for (let l = 1; l < LEAGUES_PER_PLAYER; l += 1) {
    const id = `bench-league-${l}`;
    out.push(`insert into leagues (id, name, owner_id, invite_code, created_at) values ('${id}', 'Bench ${l}', 'u${l * 1000 + 7}', 'benchcode${String(l).padStart(13, '0')}', '${at}')`);
    out.push(members(id, [player, ...Array.from({ length: 49 }, (_, k) => `u${(l * 1000 + 7 + k * 13) % users}`)]));
  }
  // What joining writes (each member's name, figures and daily scores), as migration 0017 copies it:
  // the build's only leagues are these.
  out.push(...COPY_INTO_LEAGUES);
  return out;
}

async function measureAll(base: string, subjects: Subjects, samples: number, only?: string): Promise<Sample[]> {
  const token = (id: string) => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(id).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(JWT_SECRET));
  const get = async (url: string, id?: string) => statusOf(base + url, id ? { authorization: `Bearer ${await tokens.get(id)}` } : {});
  const tokens = new Map<string, Promise<string>>();
  for (const id of Object.values(subjects)) tokens.set(id, token(id));
  const one = (url: string, id?: string) => async () => [await get(url, id)];
  const m = subjects.median;
  const calls: [string, () => Promise<number[]>][] = [
    ['GET /api/scores/leaderboard/daily?limit=10', one('/api/scores/leaderboard/daily?limit=10')],
    ['GET /api/scores/leaderboard/daily?limit=100', one('/api/scores/leaderboard/daily?limit=100')],
    ['GET /api/scores/leaderboard/alltime?limit=10', one('/api/scores/leaderboard/alltime?limit=10')],
    ['GET /api/scores/leaderboard/alltime?limit=100', one('/api/scores/leaderboard/alltime?limit=100')],
    ['GET /api/scores/rank/:id (top player)', one(`/api/scores/rank/${subjects.top}`, subjects.top)],
    ['GET /api/scores/rank/:id (median player)', one(`/api/scores/rank/${m}`, m)],
    ['GET /api/scores/rank/:id (last player)', one(`/api/scores/rank/${subjects.last}`, subjects.last)],
    ['GET /api/auth/me', one('/api/auth/me', m)],
    ['GET /api/scores/user/:id?limit=10 (own scores)', one(`/api/scores/user/${m}?limit=10`, m)],
    ['profile page (me + own scores + rank, in parallel)', () =>
      Promise.all([get('/api/auth/me', m), get(`/api/scores/user/${m}?limit=10`, m), get(`/api/scores/rank/${m}`, m)])],
    ['GET /api/analytics/stats (admin analytics payload)', one('/api/analytics/stats', subjects.admin)],
    // Among 40,000 plays of today: the player's one is found by its own index (migration 0016).
    ["GET /api/game/daily (resuming today's daily, signed in)", one('/api/game/daily?language=en', subjects.leaguePlayer)],
    ...LEAGUE_CALLS.map(([name, url]) => [name, one(url, subjects.leaguePlayer)] as [string, () => Promise<number[]>]),
  ];
  const words = only?.split(',').filter(Boolean);
  const chosen = words ? calls.filter(([name]) => words.some((w) => name.includes(w))) : calls;
  const measured: Sample[] = [];
  for (const [name, call] of chosen) measured.push(await measure(name, samples, call));
  return measured;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

async function pickSubjects(query: Query): Promise<Subjects> {
  const first = async (text: string) => String((await query(text))[0]!.id);
  const count = Number((await query('select count(*) as n from users'))[0]!.n);
  const subjects = {
    top: await first('select id from users order by total_score desc, created_at asc limit 1'),
    median: await first(`select id from users order by total_score desc, created_at asc limit 1 offset ${Math.floor(count / 2)}`),
    last: await first('select id from users order by total_score asc, created_at desc limit 1'),
    admin: await first("select id from users where id = 'u1'"),
    leaguePlayer: await first(`select id from users where id = '${LEAGUE_PLAYER}'`),
  };
  await query("update users set is_admin = 1 where id = 'u1'");
  for (const text of leagueStatements(subjects.leaguePlayer, count)) await query(text);
  return subjects;
}

async function runEngine(engine: 'sqlite' | 'postgres', options: ScaleOptions, shape: ScaleShape, passwordHash: string): Promise<string> {
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  const reuse = engine === 'sqlite' ? options.reuse : options.reusePostgres ? PG_DATABASE : undefined;
  if (engine === 'postgres' && reuse) {
    // The database a --keep run left on the DATABASE_URL server.
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${PG_DATABASE}`;
    databaseUrl = url.toString();
  } else if (engine === 'postgres') {
    const scratch = await createScratchPostgres(PG_DATABASE);
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
  const env = { JWT_SECRET, RESPONSE_CACHE: 'off', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const keptDir = engine !== 'sqlite' ? undefined : (reuse ?? (options.keep ? fs.mkdtempSync(`${os.tmpdir()}/rq-scale-`) : undefined));
  const server = await createBenchServer({ port: options.port, env, dataDir: keptDir });
  if (keptDir) console.log(`[sqlite] Keeping ${keptDir} (--keep): delete it when done.`);
  const log = (m: string) => console.log(m);
  try {
    let buildSeconds = Number.NaN;
    if (!reuse) {
      console.log(`\n[${engine}] Migrating and seeding the demo content...`);
      await server.start();
      await server.kill('SIGTERM');
      const today = new Date().toISOString().slice(0, 10);
      console.log(`[${engine}] Building ${shape.users.toLocaleString('en')} users and their plays...`);
      const built = Date.now();
      if (engine === 'sqlite') buildSqlite(server.dbFile, shape, passwordHash, today, log);
      else await buildPostgres(databaseUrl!, shape, passwordHash, today, log);
      buildSeconds = (Date.now() - built) / 1000;
    }

    let query: Query;
    let close: () => Promise<void>;
    if (engine === 'sqlite') {
      const db = new Database(server.dbFile);
      query = async (text) => (/^(update|insert|delete)/.test(text) ? (db.prepare(text).run(), []) : (db.prepare(text).all() as Record<string, unknown>[]));
      close = async () => void db.close();
    } else {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      query = async (text) => (await c.query(text)).rows as Record<string, unknown>[];
      close = () => c.end();
    }
    const counts: Record<string, number> = {};
    for (const t of ['users', 'plays', 'scores', 'play_reviews']) counts[t] = Number((await query(`select count(*) as n from ${t}`))[0]!.n);
    const subjects = await pickSubjects(query);
    await close();
    const size = engine === 'sqlite' ? `${(fs.statSync(server.dbFile).size / 1e9).toFixed(2)} GB file` : 'see pg_database_size';
    console.log(`[${engine}] Built in ${buildSeconds.toFixed(0)} s: ${JSON.stringify(counts)} (${size}). Measuring...`);

    await server.start();
    serverPid = server.pid();
    const loadBefore = os.loadavg()[0]!.toFixed(1);
    // The floor: a bare Fastify route answering a small JSON, timed by the same client just before.
    const bare = await startBare(undefined);
    let floor: Sample;
    try {
      // Its first thousand requests run before V8 has optimised Fastify's code.
      const bareUrl = `http://127.0.0.1:${bare.port}/`;
      for (let i = 0; i < 1000; i += 1) await statusOf(bareUrl);
      floor = await measure('GET / on a bare Fastify route (reference: the floor on this machine)', options.samples, async () => [await statusOf(bareUrl)], bare.child.pid);
    } finally {
      bare.child.kill('SIGTERM');
    }
    const samples = await measureAll(server.base, subjects, options.samples, options.only);
    const target = TARGET_MS[engine];
    const row = (s: Sample, verdict: string) => `| ${s.name} | ${s.p50.toFixed(2)} ms | ${s.p95.toFixed(2)} ms | ${verdict} | ${s.cpu.toFixed(2)} ms | ${s.status} |`;
    const rows = [row(floor, 'reference'), ...samples.map((s) => row(s, s.p95 < target ? 'met' : 'MISSED'))];
    for (const r of rows) console.log(r);
    return `#### ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}

Data: ${Object.entries(counts).map(([t, n]) => `${t} ${n.toLocaleString('en')}`).join(', ')} (${size}); ${reuse ? 'built by an earlier run' : `built in **${buildSeconds.toFixed(0)} s**`}.
Load average ${loadBefore} before measuring, ${os.loadavg()[0]!.toFixed(1)} after; ${options.samples} requests per call, one at a time, after ${WARM_UP} unmeasured.

| call | p50 | p95 | target p95 < ${target} ms | server CPU per request | answers |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
  } finally {
    await server.stop();
    if (!options.keep) await dropDatabase();
  }
}

export async function runScaleBench(options: ScaleOptions): Promise<boolean> {
  const shape = { ...DEFAULT_SHAPE, ...(options.users ? { users: options.users, freeplaySessions: Math.round(options.users * 1.7) } : {}) };
  const disk = fs.statfsSync(os.tmpdir());
  console.log(`${((disk.bavail * disk.bsize) / 1e9).toFixed(0)} GB free in ${os.tmpdir()} (the SQLite build takes a few GB; it is deleted afterwards).`);
  const passwordHash = await hash('bench-password', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const sections: { engine: 'sqlite' | 'postgres'; markdown: string }[] = [];
  try {
    if (!options.postgresOnly) sections.push({ engine: 'sqlite', markdown: await runEngine('sqlite', options, shape, passwordHash) });
    if (process.env.DATABASE_URL) sections.push({ engine: 'postgres', markdown: await runEngine('postgres', options, shape, passwordHash) });
  } catch (err) {
    console.error(err);
    return false;
  }
  const header = `### scale — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

Command: \`${process.env.DATABASE_URL ? 'DATABASE_URL=postgres://… ' : ''}npm run bench -- scale${options.postgresOnly ? ' --postgres-only' : ''}${options.users ? ` --users ${options.users}` : ''}${options.reuse ? ' --reuse DIR' : ''}${options.reusePostgres ? ' --reuse-postgres' : ''}\` (${os.cpus().length} cores shared with other work). Shape: ${shape.users.toLocaleString('en')} users; every ${shape.dailyEvery}th plays the daily on each of ${shape.days} days (every ${shape.dailyEvery * 2}th misses one day a week); ${shape.freeplaySessions.toLocaleString('en')} saved free-play sessions; one play and one score record each; the three daily answers of the last ${shape.answeredDays} days in play_reviews. Derived figures (totals, stored streaks, rank counts) computed in SQL.
`;
  // Each engine has its own section in docs/performance.md, so a run of one keeps the other's figures.
  for (const [i, { engine, markdown }] of sections.entries()) {
    const text = `${i === 0 ? header : ''}\n${markdown}`;
    console.log(text);
    if (options.write && !options.only) writeResults(engine === 'sqlite' ? 'scale' : 'scale-postgres', text);
  }
  return true;
}
