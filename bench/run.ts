// `npm run bench -- load [--players 200] [--seconds 30]`: many simulated players against the real
// server, then an audit of the database. `npm run bench -- crash`: the same, with the server killed
// (SIGKILL) half-way and restarted; every acknowledged answer must survive. Traffic stays on 127.0.0.1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { audit, type Check } from './audit';
import { postgresAuditSource, sqliteAuditSource, type AuditSource } from './audit-source';
import { newMetrics, percentile, runPlayers, type Ledger, type Metrics } from './players';
import { createScratchPostgres } from './scratch-postgres';
import { createBenchServer, type BenchServer } from './server-process';
import { writeResults } from './results-file';

const USAGE = `Usage: npm run bench -- <load|crash|http|scale|size|lighthouse|autocomplete|startup> [options]

  load    N players (default 200) for S seconds (default 30, at most 600), then audit the database;
          once with WORKERS=1 and once with WORKERS=2 (--workers 1,2), reporting the gain.
          --instances 2: two server instances (WORKERS=1 each unless --workers) on one PostgreSQL
          database (a fresh one on the DATABASE_URL server) and Redis (REDIS_URL, default
          redis://127.0.0.1:6379), sharing one DATA_DIR; each player's requests alternate between them
  crash   the same load on WORKERS=2 for 60 s; the server is killed with SIGKILL after a third and restarted
  http    every player-facing call against a bare Fastify route, side by side (--seconds per run,
          default 5; --connections, default 50; --players ranked, default 120; --only A,B: the calls
          whose name contains A or B, not written); writes docs/performance.md

  scale   1,000,000 users and over 5,000,000 score records on SQLite (and PostgreSQL when
          DATABASE_URL is set: a database rq_perf_scale is created there and dropped); single-request
          p50/p95 per call (--samples, default 300; --users N for a smaller try; --keep, then --reuse DIR
          to measure the kept SQLite build again, --reuse-postgres the kept PostgreSQL one; --only A,B
          as for http); writes docs/performance.md
  scale-ab  the league calls of two builds side by side, requests alternating between them:
          --before BUNDLE (another build, e.g. an earlier commit's dist/server/main.js) on
          --before-dir DIR, this checkout's build on --after-dir DIR2 (two copies of a --keep build,
          each migrated by its own build); --samples, --only as for scale; prints, never writes
  size    builds the web app and reports the gzipped JavaScript / and /daily load before any
          interaction, against their targets; writes docs/performance.md
  lighthouse  Lighthouse's mobile performance and accessibility scores of / and /daily (median of
          five runs) in the system Chromium; writes docs/performance.md
  startup  start-up time and memory of the server from its sources under tsx and from its bundle
          (dist/server/main.js), one and two workers (--runs, default 5); writes docs/performance.md
  autocomplete  the answer field's suggestions on the full catalogue, per keystroke, in Node
          (target under 2 ms); writes docs/performance.md

Options: --port P  listen on P (and P+1, ...) instead of free ports the system picks
         --no-write  print the table without writing docs/performance.md (http)
`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    players: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string' },
    port: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    samples: { type: 'string' },
    users: { type: 'string' },
    keep: { type: 'boolean', default: false },
    workers: { type: 'string' },
    instances: { type: 'string' },
    reuse: { type: 'string' },
    'reuse-postgres': { type: 'boolean', default: false },
    'postgres-only': { type: 'boolean', default: false },
    runs: { type: 'string' },
    only: { type: 'string' },
    before: { type: 'string' },
    'before-dir': { type: 'string' },
    'after-dir': { type: 'string' },
  },
});
const mode = positionals[0];
const port = values.port ? Number(values.port) : undefined;
if (mode === 'http') {
  const { runHttpBench } = await import('./http');
  const ok = await runHttpBench({
    seconds: Math.max(1, Math.min(60, Number(values.seconds) || 5)),
    connections: Math.max(1, Math.min(1000, Number(values.connections) || 50)),
    players: Math.max(10, Math.min(1000, Number(values.players) || 120)),
    port,
    write: !values['no-write'],
    env: values.workers ? { WORKERS: values.workers } : undefined,
    only: values.only,
  });
  process.exit(ok ? 0 : 1);
}
if (mode === 'scale') {
  const { runScaleBench } = await import('./scale');
  const ok = await runScaleBench({
    samples: Math.max(20, Math.min(5000, Number(values.samples) || 300)),
    users: values.users ? Number(values.users) : undefined,
    port,
    write: !values['no-write'],
    keep: values.keep ?? false,
    reuse: values.reuse,
    reusePostgres: values['reuse-postgres'],
    postgresOnly: values['postgres-only'],
    only: values.only,
  });
  process.exit(ok ? 0 : 1);
}
if (mode === 'scale-ab') {
  if (!values.before || !values['before-dir'] || !values['after-dir']) {
    console.error('scale-ab needs --before BUNDLE --before-dir DIR --after-dir DIR2.');
    process.exit(2);
  }
  const { runScaleAb } = await import('./scale-ab');
  const samples = Math.max(20, Math.min(5000, Number(values.samples) || 300));
  console.log(await runScaleAb({ before: values.before, beforeDir: values['before-dir'], afterDir: values['after-dir'], samples, only: values.only }));
  process.exit(0);
}
if (mode === 'size') {
  const { measureInitialJs, sizeReport } = await import('./size');
  const { ok, markdown } = sizeReport(await measureInitialJs());
  console.log(markdown);
  if (!values['no-write']) writeResults('size', markdown);
  process.exit(ok ? 0 : 1);
}
if (mode === 'lighthouse') {
  const { runLighthouse, lighthouseReport } = await import('./lighthouse');
  const { ok, markdown } = lighthouseReport(await runLighthouse(port));
  console.log(markdown);
  if (!values['no-write']) writeResults('lighthouse', markdown);
  process.exit(ok ? 0 : 1);
}
if (mode === 'startup') {
  const { runStartupBench } = await import('./startup');
  const markdown = await runStartupBench(Math.max(1, Math.min(20, Number(values.runs) || 5)));
  console.log(markdown);
  if (!values['no-write']) writeResults('startup', markdown);
  process.exit(0);
}
if (mode === 'autocomplete') {
  const { runAutocompleteBench } = await import('./autocomplete');
  const { ok, markdown } = runAutocompleteBench();
  console.log(markdown);
  if (!values['no-write']) writeResults('autocomplete', markdown);
  process.exit(ok ? 0 : 1);
}
if (mode !== 'load' && mode !== 'crash') {
  console.log(USAGE);
  process.exit(mode ? 1 : 0);
}
const players = Math.max(1, Math.min(5000, Number(values.players) || 200));
// crash runs longer and kills at a third, so the restarted server (primary and workers) has time to serve again.
const seconds = Math.max(5, Math.min(600, Number(values.seconds) || (mode === 'crash' ? 60 : 30)));
const instances = Math.max(1, Math.min(4, Number(values.instances) || 1));
if (instances > 1 && mode !== 'load') {
  console.error('--instances is for the load mode (crash kills one server).');
  process.exit(2);
}
const loadBefore = os.loadavg()[0]!.toFixed(1);

/** The servers under test: one (SQLite in its DATA_DIR), or several instances on one PostgreSQL database and Redis. */
interface Deployment {
  servers: BenchServer[];
  bases: string[];
  label: string;
  auditSource(): Promise<AuditSource>;
  stop(): Promise<void>;
}

async function deploy(workers: number): Promise<Deployment> {
  if (instances === 1) {
    const server = await createBenchServer({ port, env: { WORKERS: String(workers) } });
    console.log(`Starting the server (DATA_DIR ${server.dataDir}) on ${server.base}...`);
    await server.start();
    return { servers: [server], bases: [server.base], label: `the production server (\`WORKERS=${workers}\`), SQLite`, auditSource: async () => sqliteAuditSource(server.dbFile), stop: () => server.stop() };
  }
  const database = await createScratchPostgres('rq_bench_instances');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-bench-shared-'));
  const env = { WORKERS: String(workers), DATABASE_URL: database.url, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', JWT_SECRET: 'bench-instances-secret-0123456789abcdef' };
  const servers: BenchServer[] = [];
  const stop = async () => {
    for (const s of servers) await s.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  };
  try {
    // One after the other: the first creates the schema and seeds the demo content, the next finds it.
    for (let i = 0; i < instances; i += 1) {
      const server = await createBenchServer({ port: port === undefined ? undefined : port + i, env, dataDir });
      servers.push(server);
      console.log(`Starting instance ${i + 1} of ${instances} on ${server.base} (PostgreSQL, Redis, shared DATA_DIR ${dataDir})...`);
      await server.start();
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    servers,
    bases: servers.map((s) => s.base),
    label: `${instances} instances (\`WORKERS=${workers}\` each) on one PostgreSQL database and Redis, one shared DATA_DIR; each player's requests alternate between instances`,
    auditSource: () => postgresAuditSource(database.url),
    stop,
  };
}

function report(workers: number, label: string, metrics: Metrics, elapsedMs: number, extra: Check[], checks: Check[], rows: Record<string, number>, ledger: Ledger): { ok: boolean; rate: number; p50: number; markdown: string } {
  const sorted = [...metrics.latencies].sort((a, b) => a - b);
  const total = sorted.length;
  const statuses = [...metrics.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  const all = [...extra, ...checks];
  const ok = all.every((c) => c.ok);
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const markdown = `
#### ${mode}, ${instances > 1 ? `${instances} instances, ` : ''}${workers} worker${workers > 1 ? 's' : ''}${instances > 1 ? ' each' : ''} — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

Command: \`npm run bench -- ${mode} --players ${players} --seconds ${seconds} --workers ${workers}${instances > 1 ? ` --instances ${instances}` : ''}\`

| figure | value |
|---|---|
| server | ${label} |
| machine | ${os.cpus().length} cores (server and players share them), load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after |
| players (half signed in) | ${players} (${ledger.players.filter((p) => p.userId).length} signed in) |
| duration | ${(elapsedMs / 1000).toFixed(1)} s |
| requests answered | ${total} |
| request rate | ${(total / (elapsedMs / 1000)).toFixed(0)} req/s |
| latency p50 / p90 / p99 / max | ${fmt(percentile(sorted, 50))} / ${fmt(percentile(sorted, 90))} / ${fmt(percentile(sorted, 99))} / ${fmt(sorted.at(-1) ?? 0)} |
| answers by status | ${statuses} |
| 5xx | ${metrics.serverErrors.length} |
| connection errors | ${metrics.networkErrors} |
| acknowledged answers / session saves | ${ledger.resolutions.length} / ${ledger.saved.length} |
| rows audited | ${Object.entries(rows).map(([t, n]) => `${t} ${n}`).join(', ')} |

| route | requests | p50 | p99 | max |
|---|---|---|---|---|
${[...metrics.byRoute.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([route, list]) => {
    const s = [...list].sort((a, b) => a - b);
    return `| ${route} | ${s.length} | ${fmt(percentile(s, 50))} | ${fmt(percentile(s, 99))} | ${fmt(s.at(-1) ?? 0)} |`;
  }).join('\n')}

| check | result |
|---|---|
${all.map((c) => `| ${c.name} | ${c.ok ? 'ok' : 'FAILED'}: ${c.detail} |`).join('\n')}

${ok ? 'All checks passed.' : 'SOME CHECKS FAILED.'}`;
  console.log(markdown);
  for (const e of metrics.serverErrors.slice(0, 5)) console.log(`5xx: ${e.method} ${e.path} -> ${e.status} ${e.body}`);
  return { ok, rate: total / (elapsedMs / 1000), p50: percentile(sorted, 50), markdown };
}

async function main(workers: number): Promise<ReturnType<typeof report> | undefined> {
  let deployment: Deployment;
  try {
    deployment = await deploy(workers);
  } catch (err) {
    console.error(err);
    return undefined;
  }
  const [server] = deployment.servers as [BenchServer];
  try {
    const source = await deployment.auditSource();
    const answers = new Map((await source.all<{ id: string; game_name: string }>('select id, game_name from reviews')).map((r) => [r.id, r.game_name]));
    await source.close();
    console.log(`${answers.size} reviews. Running ${players} players for ${seconds} s${mode === 'crash' ? ', with a SIGKILL half-way' : ''}...`);

    const metrics = newMetrics();
    const ledger: Ledger = { resolutions: [], saved: [], players: [] };
    let started = Date.now();
    let began: () => void = () => undefined;
    const running = new Promise<void>((r) => (began = r));
    let playOnUntil = 0;
    const load = runPlayers({ bases: deployment.bases, players, seconds, answers, runId: started.toString(36), endsNoEarlierThan: () => playOnUntil }, metrics, ledger, (at) => {
      started = at;
      began();
    });
    await running;
    const extra: Check[] = [{ name: 'no 5xx answers', ok: true, detail: '' }];

    if (mode === 'crash') {
      await new Promise((r) => setTimeout(r, (seconds * 1000) / 3));
      const acknowledgedBefore = ledger.resolutions.length;
      await server.kill('SIGKILL');
      const killedAt = Date.now();
      console.log(`Killed the server after ${((killedAt - started) / 1000).toFixed(1)} s (${acknowledgedBefore} answers acknowledged); restarting...`);
      await server.start();
      const back = Date.now();
      // However long the restart took, players go on for a third of the run after it.
      playOnUntil = back + (seconds * 1000) / 3;
      console.log(`Back after ${((back - killedAt) / 1000).toFixed(1)} s.`);
      await load;
      const after = ledger.resolutions.filter((r) => r.at > back).length;
      extra.push({ name: 'killed with SIGKILL and restarted', ok: true, detail: `after ${((killedAt - started) / 1000).toFixed(1)} s, ${acknowledgedBefore} answers acknowledged before the kill, down ${((back - killedAt) / 1000).toFixed(1)} s` });
      extra.push({ name: 'play continues after the restart', ok: after > 0, detail: `${after} answers acknowledged after the restart` });
    } else {
      await load;
    }
    const elapsed = Date.now() - started;
    extra[0] = { name: 'no 5xx answers', ok: metrics.serverErrors.length === 0, detail: `${metrics.serverErrors.length} of ${metrics.latencies.length}` };
    const { checks, rows } = await audit(await deployment.auditSource(), deployment.bases, ledger);
    return report(workers, deployment.label, metrics, elapsed, extra, checks, rows, ledger);
  } catch (err) {
    console.error(err);
    for (const s of deployment.servers) console.error(s.stderr());
    return undefined;
  } finally {
    await deployment.stop();
  }
}

// load compares one worker with two (the production default on two cores); crash kills the two-worker server.
// With several instances, each runs one worker unless --workers says otherwise.
const workerCounts = values.workers ? values.workers.split(',').map((w) => Math.max(1, Math.min(16, Number(w) || 1))) : instances > 1 ? [1] : mode === 'load' ? [1, 2] : [2];
const results = [];
for (const workers of workerCounts) results.push(await main(workers));
const done = results.filter((r) => r !== undefined);
let summary = '';
if (done.length === 2 && mode === 'load') {
  const [a, b] = done as [NonNullable<(typeof results)[0]>, NonNullable<(typeof results)[0]>];
  summary = `From ${workerCounts[0]} to ${workerCounts[1]} workers: ${a.rate.toFixed(0)} -> ${b.rate.toFixed(0)} requests/s (x${(b.rate / a.rate).toFixed(2)}), median ${a.p50.toFixed(1)} -> ${b.p50.toFixed(1)} ms.`;
  console.log(`\n${summary}`);
}
if (!values['no-write'] && done.length > 0) writeResults(instances > 1 ? `${mode}-instances` : mode, `${summary ? `${summary}\n` : ''}${done.map((r) => r.markdown).join('\n')}`);
process.exit(results.every((r) => r?.ok) ? 0 : 1);
