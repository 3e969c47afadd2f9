// Starts the real server as production runs it (the bundle, dist/server/main.js, built when stale;
// one process, so SIGKILL hits it) on a loopback port with a fresh DATA_DIR; the demo content's
// rendered cards come from the tests' card cache (CARD_CACHE_DIR), and are rendered on first use
// only: the background fill (thousands of cards after a renderer change) would be measured too.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from '../scripts/build-server';
import { TEST_CARD_CACHE } from '../server/test/card-cache-dir';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  base: string;
  port: number;
  dataDir: string;
  dbFile: string;
  /** Starts (or restarts after a kill) the server on the same port and data. */
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
  stderr(): string;
  /** The server's process id (the cluster primary when there are workers). */
  pid(): number | undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface BenchServerOptions {
  /** Port to listen on (default: a free one the system picks). */
  port?: number;
  /** Extra environment (e.g. WORKERS, DATABASE_URL, REDIS_URL). */
  env?: Record<string, string>;
  /** An existing DATA_DIR to share (several instances); default: a fresh one, deleted at stop. */
  dataDir?: string;
  /** Another build's bundle to run (default: BENCH_SERVER_BUNDLE, else this checkout's, built when stale). */
  bundle?: string;
}

export async function createBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rq-bench-'));
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, CARD_CACHE_DIR: TEST_CARD_CACHE, CARD_BACKGROUND_RENDER: 'off', LOG_LEVEL: 'warn', SEED_DEMO: 'true', AUTH_RATE_LIMIT: '1000000', CONTACT_RATE_LIMIT: '1000000' };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_USERNAME', 'ADMIN_PASSWORD', 'CORS_ORIGINS', 'WORKERS']) delete env[key];
  Object.assign(env, options.env ?? {});
  let child: ChildProcess | undefined;
  let err = '';

  async function waitHealthy(): Promise<void> {
    // Generous: a loaded machine needs a while to start a primary and its workers.
    const until = Date.now() + 600_000;
    while (Date.now() < until) {
      if (child?.exitCode !== null && child?.exitCode !== undefined) throw new Error(`server exited with ${child.exitCode}:\n${err}`);
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
        if (res.ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server did not become healthy:\n${err}`);
  }

  const server: BenchServer = {
    base,
    port,
    dataDir,
    dbFile: path.join(dataDir, 'reviewquest.db'),
    async start() {
      // BENCH_CPU_PROF=DIR writes a CPU profile of the server there when it stops.
      const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
      // BENCH_SERVER_BUNDLE measures another build (e.g. an earlier commit's) with the same bench.
      const bundle = options.bundle ?? process.env.BENCH_SERVER_BUNDLE ?? (await ensureServerBuild());
      child = spawn(process.execPath, [...profile, bundle], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
      child.stderr?.on('data', (d: Buffer) => {
        err = (err + d.toString()).slice(-20_000);
      });
      await waitHealthy();
    },
    async kill(signal = 'SIGKILL') {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((r) => c.once('exit', r));
      c.kill(signal);
      await exited;
    },
    async stop() {
      await server.kill('SIGTERM');
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    stderr: () => err,
    pid: () => child?.pid,
  };
  return server;
}
