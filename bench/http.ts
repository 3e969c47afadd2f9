// `npm run bench -- http`: a bare Fastify route and the real server (production build, fresh
// DATA_DIR, demo content, ranked players) measured side by side: the bare route before and after each
// call, so every ratio compares runs a few seconds apart on the same (shared) machine.
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fixed, httpRequest, runLoad, type Conversation, type HttpResponse, type LoadResult } from './autocannon-load';
import { writeResults } from './results-file';
import { createBenchServer, ROOT } from './server-process';
import { cpuMs } from './proc-cpu';

export interface HttpBenchOptions {
  seconds: number;
  connections: number;
  /** First port: the bare route listens on it, the server on the next. */
  port?: number;
  players: number;
  write: boolean;
  env?: Record<string, string>;
  /** Only the calls whose name contains one of these comma-separated texts (with BENCH_CPU_PROF: a profile of those calls). */
  only?: string;
}

type Json = Record<string, unknown>;
type Kind = 'cached read' | 'per player';

interface Call {
  name: string;
  kind: Kind;
  /** Compare with a bare route answering the bytes of this server path (default: the small JSON at '/'). */
  sameBytesAs?: string;
  conversation: (index: number) => Conversation;
}

/** The bare route in its own process (also the floor of `npm run bench -- scale`). */
export async function startBare(port: number | undefined): Promise<{ port: number; child: ChildProcess }> {
  const child = fork(path.join(ROOT, 'bench', 'bare-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port ?? 0) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const message = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number }));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { port: message.port, child };
}

/** Has the bare server answer `/same` with these bytes. */
async function sendSameBytes(child: ChildProcess, body: Buffer): Promise<void> {
  const acked = new Promise((resolve) => child.once('message', resolve));
  child.send({ same: body.toString('base64') });
  await acked;
}

function guestCookie(headers: HttpResponse['headers']): string | undefined {
  const set = headers['set-cookie'];
  return /rq_guest=([^;]+)/.exec([set ?? []].flat().find((c) => c.startsWith('rq_guest=')) ?? '')?.[1];
}

/** A guest's free play: random, then verify (or skip), again; a new session when the language runs out. */
function cycle(answers: Map<string, string>, action: 'verify' | 'skip'): (index: number) => Conversation {
  return () => {
    let cookie = '';
    let step: 'random' | 'act' = 'random';
    return {
      next(previous: HttpResponse | undefined) {
        if (previous) cookie = guestCookie(previous.headers) ?? cookie;
        const headers: Record<string, string> = cookie ? { cookie: `rq_guest=${cookie}` } : {};
        if (step === 'act' && previous?.status === 200) {
          step = 'random';
          const id = (JSON.parse(previous.body) as { id: string }).id;
          return action === 'verify'
            ? httpRequest('POST', '/api/game/verify', headers, { reviewId: id, answer: answers.get(id) ?? 'unknown' })
            : httpRequest('POST', '/api/game/skip', headers, { reviewId: id });
        }
        if (previous?.status === 404) return httpRequest('POST', '/api/game/freeplay/start', headers, { language: 'en' });
        step = 'act';
        return httpRequest('GET', '/api/game/random?language=en', headers);
      },
    };
  };
}

async function api(base: string, method: string, url: string, init: { token?: string; cookie?: string; body?: unknown } = {}): Promise<{ status: number; json: Json; cookie?: string }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.cookie) headers.cookie = `rq_guest=${init.cookie}`;
  const res = await fetch(base + url, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await res.text();
  const set = res.headers.getSetCookie().find((c) => c.startsWith('rq_guest='));
  return { status: res.status, json: text ? (JSON.parse(text) as Json) : {}, cookie: set ? set.slice(9).split(';')[0] : init.cookie };
}

async function inBatches<T>(count: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < count; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, k) => fn(i + k)))));
  return out;
}

/** Ranked players (daily played, some free play saved) and guests with a daily and a pending free-play review. */
async function seedPlayers(base: string, answers: Map<string, string>, players: number, guests: number) {
  const run = Date.now().toString(36);
  const ranked = await inBatches(players, 4, async (i) => {
    const reg = await api(base, 'POST', '/api/auth/register', { body: { username: `h${run}_${i}`, email: `h${run}.${i}@example.com`, password: 'bench-password' } });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`);
    const token = reg.json.token as string;
    const userId = (reg.json.user as { id: string }).id;
    const daily = await api(base, 'GET', '/api/game/daily?language=en', { token });
    for (const [k, r] of (daily.json.reviews as { id: string }[]).entries()) {
      await api(base, 'POST', '/api/game/verify', { token, body: { reviewId: r.id, answer: (i + k) % 3 === 0 ? 'wrong' : answers.get(r.id) } });
    }
    if (i % 2 === 0) {
      await api(base, 'POST', '/api/game/freeplay/start', { token, body: { language: 'en' } });
      for (let k = 0; k < 1 + (i % 4); k += 1) {
        const r = await api(base, 'GET', '/api/game/random?language=en', { token });
        await api(base, 'POST', '/api/game/verify', { token, body: { reviewId: r.json.id, answer: answers.get(r.json.id as string) } });
      }
      await api(base, 'POST', '/api/scores/submit', { token, body: { gameMode: 'freeplay', score: 1_000_000, reviewsCompleted: 1, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 0 } });
    }
    return { token, userId };
  });
  const guestCookies = await inBatches(guests, 10, async () => {
    const d = await api(base, 'GET', '/api/game/daily?language=en');
    const first = (d.json.reviews as { id: string }[])[0]!;
    await api(base, 'POST', '/api/game/verify', { cookie: d.cookie, body: { reviewId: first.id, answer: answers.get(first.id) } });
    await api(base, 'GET', '/api/game/random?language=en', { cookie: d.cookie });
    return d.cookie!;
  });
  return { ranked, guestCookies };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

export async function runHttpBench(options: HttpBenchOptions): Promise<boolean> {
  // The production web build, so the SPA page is the real one.
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'ensure-web-build.ts')], { cwd: ROOT, stdio: 'inherit' });
  const loadBefore = os.loadavg()[0]!.toFixed(1);
  const bare = await startBare(options.port);
  const server = await createBenchServer({ port: options.port ? options.port + 1 : undefined, env: options.env });
  try {
    await server.start();
    const db = new Database(server.dbFile, { readonly: true });
    const answers = new Map((db.prepare('select id, game_name from reviews').all() as { id: string; game_name: string }[]).map((r) => [r.id, r.game_name]));
    const image = (db.prepare("select image_path from review_images where language = 'en' limit 1").get() as { image_path: string }).image_path;
    db.close();
    console.log(`Bare route on :${bare.port}, server on ${server.base}. Seeding ${options.players} ranked players and ${options.connections} guests...`);
    const { ranked, guestCookies } = await seedPlayers(server.base, answers, options.players, options.connections);

    const signedIn = (url: (u: { token: string; userId: string }) => string): ((i: number) => Conversation) => (i) => {
      const u = ranked[i % ranked.length]!;
      return fixed(httpRequest('GET', url(u), { authorization: `Bearer ${u.token}` }))();
    };
    const asGuest = (url: string): ((i: number) => Conversation) => (i) => fixed(httpRequest('GET', url, { cookie: `rq_guest=${guestCookies[i % guestCookies.length]}` }))();
    const get = (url: string) => fixed(httpRequest('GET', url));
    const allCalls: Call[] = [
      { name: 'GET /api/health', kind: 'per player', conversation: get('/api/health') },
      { name: 'GET /api/game/languages', kind: 'cached read', conversation: get('/api/game/languages') },
      { name: 'GET /api/game/names', kind: 'cached read', conversation: get('/api/game/names') },
      { name: 'GET /api/game/names (vs a bare route answering the same bytes)', kind: 'cached read', conversation: get('/api/game/names'), sameBytesAs: '/api/game/names' },
      { name: 'GET /api/game/daily (guest resuming)', kind: 'per player', conversation: asGuest('/api/game/daily?language=en') },
      { name: 'GET /api/game/daily (signed in, resuming)', kind: 'per player', conversation: signedIn(() => '/api/game/daily?language=en') },
      { name: 'GET /api/game/random (guest, pending review)', kind: 'per player', conversation: asGuest('/api/game/random?language=en') },
      { name: 'random + verify cycle (guests)', kind: 'per player', conversation: cycle(answers, 'verify') },
      { name: 'random + skip cycle (guests)', kind: 'per player', conversation: cycle(answers, 'skip') },
      ...[5, 10, 100].map((n) => ({ name: `GET /api/scores/leaderboard/daily?limit=${n}`, kind: 'cached read' as Kind, conversation: get(`/api/scores/leaderboard/daily?limit=${n}`) })),
      ...[5, 10, 100].map((n) => ({ name: `GET /api/scores/leaderboard/alltime?limit=${n}`, kind: 'cached read' as Kind, conversation: get(`/api/scores/leaderboard/alltime?limit=${n}`) })),
      { name: 'GET /api/scores/rank/:id (own)', kind: 'per player', conversation: signedIn((u) => `/api/scores/rank/${u.userId}`) },
      { name: 'GET /api/auth/me', kind: 'per player', conversation: signedIn(() => '/api/auth/me') },
      { name: 'GET /api/scores/user/:id?limit=10 (own)', kind: 'per player', conversation: signedIn((u) => `/api/scores/user/${u.userId}?limit=10`) },
      { name: 'GET / (the SPA page)', kind: 'cached read', conversation: get('/') },
      { name: `GET ${image.replace(/[^/]{12}\.webp$/, '….webp')} (a review image)`, kind: 'cached read', conversation: get(image) },
      { name: 'GET /images/… (a review image, vs a bare route answering the same bytes)', kind: 'cached read', conversation: get(image), sameBytesAs: image },
    ];
    const only = options.only?.split(',');
    const calls = allCalls.filter((c) => !only || only.some((text) => c.name.includes(text)));

    // Each run also records the server's CPU time per answered request (all its processes): on a
    // machine shared with other work that is steadier than requests/s, which follow the other load.
    const measure = async (port: number, conversation: (i: number) => Conversation) => {
      const pid = port === bare.port ? bare.child.pid : server.pid();
      const before = cpuMs(pid);
      const result = await runLoad({ port, connections: options.connections, seconds: options.seconds, conversation });
      return { ...result, cpuPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests) };
    };
    const bareRoute = () => measure(bare.port, get('/'));
    type Measured = LoadResult & { cpuPerRequest: number };
    const rows: { call: Call; result: Measured; bareBefore: Measured; bareAfter: Measured }[] = [];
    let previousBare = await bareRoute();
    for (const call of calls) {
      if (call.sameBytesAs) await sendSameBytes(bare.child, Buffer.from(await (await fetch(`${server.base}${call.sameBytesAs}`)).arrayBuffer()));
      const before = call.sameBytesAs ? await measure(bare.port, get('/same')) : previousBare;
      const result = await measure(server.port, call.conversation);
      const after = call.sameBytesAs ? await measure(bare.port, get('/same')) : await bareRoute();
      rows.push({ call, result, bareBefore: before, bareAfter: after });
      const ratio = result.rps / ((before.rps + after.rps) / 2);
      const cpuRatio = (before.cpuPerRequest + after.cpuPerRequest) / 2 / result.cpuPerRequest;
      console.log(`${call.name}: ${result.rps.toFixed(0)} req/s, p99 ${ms(result.p99)}, ratio ${ratio.toFixed(2)}, CPU ${(result.cpuPerRequest * 1000).toFixed(0)} µs/request (ratio ${cpuRatio.toFixed(2)}) ${JSON.stringify(result.statuses)}${result.errors ? ` errors ${result.errors}` : ''}`);
      if (!call.sameBytesAs) previousBare = after;
    }

    const smallBare = rows.filter((r) => !r.call.sameBytesAs);
    const bares = smallBare.map((r) => r.bareBefore.rps).concat(smallBare.map((r) => r.bareAfter.rps));
    const target = (c: Call) => (c.name.includes('alltime?limit=100') ? '>= 0.5 and >= 9,000/s' : c.kind === 'cached read' ? '>= 0.5' : '>= 0.25');
    const met = (c: Call, ratio: number, rps: number) => (c.kind === 'cached read' ? ratio >= 0.5 : ratio >= 0.25) && (!c.name.includes('alltime?limit=100') || rps >= 9000);
    const table = rows.map(({ call, result, bareBefore, bareAfter }) => {
      const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
      const ratio = result.rps / bareRps;
      const bareCpu = (bareBefore.cpuPerRequest + bareAfter.cpuPerRequest) / 2;
      const cpuRatio = bareCpu / result.cpuPerRequest;
      const statuses = Object.entries(result.statuses).map(([s, n]) => `${s}: ${n}`).join(', ');
      return `| ${call.name} | ${call.kind} | ${result.rps.toFixed(0)} | ${ms(result.p99)} | ${bareRps.toFixed(0)} | **${ratio.toFixed(2)}** | ${(result.cpuPerRequest * 1000).toFixed(0)} µs / ${(bareCpu * 1000).toFixed(0)} µs = **${cpuRatio.toFixed(2)}** | ${target(call)}: ${met(call, ratio, result.rps) ? 'met' : 'missed'} by req/s, ${met(call, cpuRatio, 1000 / result.cpuPerRequest) ? 'met' : 'missed'} by CPU | ${statuses}${result.errors ? `, ${result.errors} connection errors` : ''} |`;
    });
    const markdown = `### http — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

Command: \`npm run bench -- http --seconds ${options.seconds} --connections ${options.connections}${options.env?.WORKERS ? ` --workers ${options.env.WORKERS}` : ''}\` (server: ${options.env?.WORKERS ?? 'the production default of one'} worker${options.env?.WORKERS === '1' ? '' : 's per core'})

Machine: ${os.cpus().length} cores shared by the server, the bare route, the load generator and other work; load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after. Load: autocannon in the bench's process (${options.connections} keep-alive connections, one request in flight on each, ${options.seconds} s per run). Bare Fastify route: ${Math.min(...bares).toFixed(0)}-${Math.max(...bares).toFixed(0)} req/s over the run (a row marked "same bytes" compares with a bare route answering that call's bytes instead). Server: ${options.players} ranked players, ${options.connections} guests, demo content.

| call | kind | req/s | p99 | bare route req/s (before/after mean) | ratio | server CPU per request / bare route's = ratio | target | answers |
|---|---|---|---|---|---|---|---|---|
${table.join('\n')}
`;
    console.log(`\n${markdown}`);
    if (options.write && !options.only) writeResults(options.env?.WORKERS === '1' ? 'http' : 'http-workers', markdown);
    return true;
  } catch (err) {
    console.error(err);
    console.error(server.stderr());
    return false;
  } finally {
    bare.child.kill('SIGTERM');
    await server.stop();
  }
}
