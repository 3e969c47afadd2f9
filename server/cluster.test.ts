import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { insertReviews } from './test/test-app';
import { createTokenService } from './plugins/auth';
import { ensureServerBuild } from '../scripts/build-server';

// The production server as `npm start` runs it (the bundle, dist/server/main.js, no TypeScript
// loader) with WORKERS=2 and no Redis: the workers share rate limits and presence through the
// cluster primary and drop each other's cached leaderboards when a score is recorded.
// Every request opens its own connection, so consecutive requests go to alternate workers.
const ROOT = path.resolve(import.meta.dirname, '..');
let dataDir: string;
let server: ChildProcess;
let port = 0;
const names = new Map<string, string>();
const JWT_SECRET = 'cluster-test-secret-cluster-test-secret-0123';
let adminToken = '';
const env = { DATA_DIR: '', JWT_SECRET, SEED_DEMO: 'false', AUTH_RATE_LIMIT: '3', ADMIN_EMAIL: 'ops@example.com', ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'ops-password', LOG_LEVEL: 'warn' };

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-cluster-'));
  env.DATA_DIR = dataDir;
  // Reviews first, in-process, on the same database file.
  const app = await buildApp(loadConfig({ ...env, NODE_ENV: 'test' }));
  const games = ['Celeste', 'Hades', 'Portal 2'];
  (await insertReviews(app, games.map((gameName) => ({ gameName })))).forEach((id, i) => names.set(id, games[i]!));
  adminToken = await createTokenService(new TextEncoder().encode(JWT_SECRET)).sign((await app.ctx.repos.users.findByEmail('ops@example.com'))!.id);
  await app.close();

  const bundle = await ensureServerBuild();
  server = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    env: { ...process.env, ...env, NODE_ENV: 'production', WORKERS: '2', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  port = await new Promise<number>((resolve, reject) => {
    server.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /running at http:\/\/localhost:(\d+) {2}\(2 workers/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    server.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One request on a fresh connection. */
function request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: Record<string, unknown>; cookie?: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, agent: false, headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          const cookie = res.headers['set-cookie']?.find((c) => c.startsWith('rq_guest='))?.split(';')[0];
          resolve({ status: res.statusCode!, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, cookie });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('the production server with two workers', () => {
  it('runs from the bundle and finds the files it reads from the repository (content/)', async () => {
    // The titles of content/catalogue.txt and content/games are the answer list's (a missing file would give only the database's three).
    const names = (await request('GET', '/api/game/names')).json.gameNames as string[];
    expect(names).toEqual(expect.arrayContaining(['13 Sentinels: Aegis Rim', 'Celeste', 'Hades']));
    expect(names.length).toBeGreaterThan(1000);
  });

  it('shares the login rate limit between its workers', async () => {
    const attempt = () => request('POST', '/api/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);
    // Three failures spread over both workers use up the limit of 3; a per-worker count would allow 6.
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('drops every worker\'s cached leaderboard when a score is recorded on one of them', async () => {
    const reg = await request('POST', '/api/auth/register', { username: 'cluster_p', email: 'cluster_p@example.com', password: 'secret123' });
    expect(reg.status).toBe(201);
    const auth = { authorization: `Bearer ${reg.json.token as string}` };
    const reviews = (await request('GET', '/api/game/daily', undefined, auth)).json.reviews as { id: string }[];
    for (const r of reviews.slice(0, 2)) expect((await request('POST', '/api/game/verify', { reviewId: r.id, answer: names.get(r.id) }, auth)).status).toBe(200);
    const board = async () => ((await request('GET', '/api/scores/leaderboard/daily?limit=10')).json.leaderboard as { username: string }[]).map((e) => e.username);
    // Both workers cache the board without the player (it lives a second)...
    for (let i = 0; i < 4; i += 1) expect(await board()).not.toContain('cluster_p');
    const last = reviews[2]!;
    expect((await request('POST', '/api/game/verify', { reviewId: last.id, answer: names.get(last.id) }, auth)).json.finished).toBe(true);
    // ...and right after the daily is recorded, both serve it with the player.
    for (let i = 0; i < 4; i += 1) expect(await board()).toContain('cluster_p');
  });

  it('counts a player seen by one worker as online in the analytics of the other', async () => {
    for (let i = 0; i < 2; i += 1) expect((await request('GET', '/api/game/daily?language=en')).status).toBe(200);
    const auth = { authorization: `Bearer ${adminToken}` };
    // Workers report who they saw once a second: ask each worker until the guests appear.
    let online = 0;
    // Online: the signed-in player of the test above (seen by both workers) and the two guests (one each).
    for (let i = 0; i < 40 && online < 3; i += 1) {
      online = ((await request('GET', '/api/analytics/stats', undefined, auth)).json.globalStats as { onlineUsers: number }).onlineUsers;
      if (online < 3) await new Promise((r) => setTimeout(r, 100));
    }
    expect(online).toBe(3);
  });
});
