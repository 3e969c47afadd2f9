// `npm run bench -- scale-ab --before BUNDLE --before-dir DIR --after-dir DIR2`: the league calls of
// two builds on two copies of a kept 1,000,000-user build (`scale --keep`), side by side. The two
// servers run at once and each call's requests alternate between them (before, after, before...),
// so a machine that slows down by half from one minute to the next (these shared ones do) slows
// both alike, and the ratio holds where the milliseconds do not. `after` is this checkout's build.
import { SignJWT } from 'jose';
import { cpuMs } from './proc-cpu';
import { JWT_SECRET, LEAGUE_CALLS, LEAGUE_PLAYER, WARM_UP } from './scale';
import { ensureServerBuild } from '../scripts/build-server';
import { createBenchServer, type BenchServer } from './server-process';

export interface ScaleAbOptions {
  /** The other build's bundle (e.g. the commit before, built with esbuild from a git worktree). */
  before: string;
  beforeDir: string;
  afterDir: string;
  samples: number;
  only?: string;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function timed(url: string, token: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
}

async function start(dataDir: string, bundle?: string): Promise<BenchServer> {
  // `after` is this checkout's build even when BENCH_SERVER_BUNDLE is set.
  const server = await createBenchServer({ env: { JWT_SECRET, RESPONSE_CACHE: 'off' }, dataDir, bundle: bundle ?? (await ensureServerBuild()) });
  await server.start();
  return server;
}

export async function runScaleAb(options: ScaleAbOptions): Promise<string> {
  const before = await start(options.beforeDir, options.before);
  const after = await start(options.afterDir);
  const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(LEAGUE_PLAYER).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(JWT_SECRET));
  const words = options.only?.split(',').filter(Boolean);
  const rows: string[] = [];
  try {
    for (const [name, url] of LEAGUE_CALLS.filter(([n]) => !words || words.some((w) => n.includes(w)))) {
      const sides = [before, after].map((server) => ({ server, times: [] as number[], cpu: 0 }));
      for (let i = 0; i < WARM_UP; i += 1) for (const side of sides) await timed(side.server.base + url, token);
      for (let i = 0; i < options.samples; i += 1) {
        for (const side of sides) {
          const cpu = cpuMs(side.server.pid());
          side.times.push(await timed(side.server.base + url, token));
          side.cpu += cpuMs(side.server.pid()) - cpu;
        }
      }
      const [b, a] = sides.map((s) => ({ p50: quantile(s.times.sort((x, y) => x - y), 0.5), p95: quantile(s.times, 0.95), cpu: s.cpu / options.samples }));
      rows.push(
        `| ${name} | ${b!.p50.toFixed(2)} / ${b!.p95.toFixed(2)} / ${b!.cpu.toFixed(2)} ms | ${a!.p50.toFixed(2)} / ${a!.p95.toFixed(2)} / ${a!.cpu.toFixed(2)} ms | ${(a!.p50 / b!.p50).toFixed(2)} / ${(a!.p95 / b!.p95).toFixed(2)} / ${(a!.cpu / b!.cpu).toFixed(2)} |`,
      );
    }
  } finally {
    await before.stop();
    await after.stop();
  }
  return `| call (${options.samples} requests each, alternating) | before: p50 / p95 / server CPU | after | after / before |\n|---|---|---|---|\n${rows.join('\n')}`;
}
