// `npm run bench -- startup`: start-up time and memory of the server run from its TypeScript
// sources under the tsx loader (as `npm start` did before decision 0028) against the bundle it runs
// now, interleaved on one already seeded DATA_DIR, with one worker and with the default two.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from '../scripts/build-server';
import { TEST_CARD_CACHE } from '../server/test/card-cache-dir';
import { cpuMs } from './proc-cpu';
import { freePort, ROOT } from './server-process';

/** Resident memory (MB) of a process and its children (cluster workers), from /proc. */
function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return kb / 1024 + children.reduce((sum, c) => sum + rssMb(c), 0);
  } catch {
    return 0;
  }
}

interface Start {
  healthyMs: number;
  /** CPU time of all its processes until healthy: steadier than the wall clock on a shared machine. */
  cpuMs: number;
  rssMb: number;
}

async function startOnce(args: string[], dataDir: string, workers: number): Promise<Start> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, CARD_CACHE_DIR: TEST_CARD_CACHE, CARD_BACKGROUND_RENDER: 'off', LOG_LEVEL: 'warn', SEED_DEMO: 'true', WORKERS: String(workers) };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET']) delete env[key];
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const healthyMs = performance.now() - started;
    const cpu = cpuMs(child.pid);
    // Every worker up (a request per connection spreads over them), then settled.
    for (let i = 0; i < 4 * workers; i += 1) await fetch(`http://127.0.0.1:${port}/api/health`);
    await new Promise((r) => setTimeout(r, 2000));
    return { healthyMs, cpuMs: cpu, rssMb: rssMb(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runStartupBench(runs: number): Promise<string> {
  const bundle = await ensureServerBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-bench-startup-'));
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const ways = [
    { name: 'sources under tsx (`node --import tsx server/main.ts`)', args: ['--import', 'tsx', 'server/main.ts'] },
    { name: 'bundle (`node dist/server/main.js`)', args: [bundle] },
  ];
  try {
    console.log('Seeding the data dir once...');
    await startOnce(ways[1]!.args, dataDir, 1);
    const rows: string[] = [];
    for (const workers of [1, 2]) {
      const results = ways.map(() => [] as Start[]);
      for (let run = 0; run < runs; run += 1) {
        for (const [i, way] of ways.entries()) {
          const r = await startOnce(way.args, dataDir, workers);
          console.log(`WORKERS=${workers} ${way.name}: healthy in ${r.healthyMs.toFixed(0)} ms (CPU ${r.cpuMs.toFixed(0)} ms), ${r.rssMb.toFixed(0)} MB`);
          results[i]!.push(r);
        }
      }
      for (const [i, way] of ways.entries()) {
        const ms = results[i]!.map((r) => r.healthyMs);
        const cpu = results[i]!.map((r) => r.cpuMs);
        const mb = results[i]!.map((r) => r.rssMb);
        rows.push(`| ${workers} | ${way.name} | ${median(ms).toFixed(0)} ms (${Math.min(...ms).toFixed(0)}-${Math.max(...ms).toFixed(0)}) | ${median(cpu).toFixed(0)} ms (${Math.min(...cpu).toFixed(0)}-${Math.max(...cpu).toFixed(0)}) | ${median(mb).toFixed(0)} MB (${Math.min(...mb).toFixed(0)}-${Math.max(...mb).toFixed(0)}) |`);
      }
    }
    return `### startup — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

Command: \`npm run bench -- startup --runs ${runs}\`. One SQLite DATA_DIR with the demo content already seeded (a restart: migrations and seeding find nothing to do); the two ways interleaved, ${runs} starts each. Machine: ${os.cpus().length} cores shared with other work, load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after.

| WORKERS | server run as | spawn to first healthy answer, median (range) | CPU time of its processes until then | resident memory of all its processes 2 s after, median (range) |
|---|---|---|---|---|
${rows.join('\n')}
`;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
