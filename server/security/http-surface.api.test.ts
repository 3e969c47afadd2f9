// Attacks on the HTTP surface: path traversal, CORS, huge limits and exclude lists, malformed
// bodies and content types, and the security headers of the API and the web page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { WEB_DIST } from '../plugins/static-web';
import { newId, nowIso } from '../lib/ids';
import { createTestApp, type TestApp } from '../test/test-app';
import { playerBrowser, random, seedPuzzles, snapshot } from './attack-kit';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: 'https://good.example' });
  app = t.app;
  await seedPuzzles(app);
});
afterAll(() => t.close());

/** A GET over a real socket, with the path sent exactly as written (no URL normalisation). */
async function rawGet(url: string): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  const address = app.server.address();
  if (!address || typeof address === 'string') await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('path traversal in image paths', () => {
  const TRAVERSALS = [
    '/images/../reviewquest.db',
    '/images/..%2freviewquest.db',
    '/images/..%2Freviewquest.db',
    '/images/%2e%2e/reviewquest.db',
    '/images/%2e%2e%2freviewquest.db',
    '/images/%252e%252e%252freviewquest.db',
    '/images/..%5creviewquest.db',
    '/images/..\\reviewquest.db',
    '/images/....//reviewquest.db',
    '/images/..%c0%afreviewquest.db',
    '/images/%c0%ae%c0%ae/reviewquest.db',
    '/images/../jwt-secret',
    '/images/..%2fjwt-secret',
    '/images/../planted.txt',
    '/images/%2e%2e%2fplanted.txt',
    '/images/../../../../../../etc/passwd',
    '/images/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/images//etc/passwd',
    '/images/%00../reviewquest.db',
    '/images/reviewquest.db%00.webp',
    '/reviewquest.db',
    '/jwt-secret',
    '/planted.txt',
  ];

  it.each(TRAVERSALS)('never serves a file outside the uploads: %s', async (url) => {
    fs.writeFileSync(path.join(t.dataDir, 'planted.txt'), 'PLANTED-SECRET');
    const secret = fs.existsSync(path.join(t.dataDir, 'jwt-secret')) ? fs.readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim() : 'no-secret-file';
    for (const res of [await app.inject({ method: 'GET', url }), await rawGet(url)]) {
      const status = 'statusCode' in res ? res.statusCode : res.status;
      const body = 'rawPayload' in res ? res.rawPayload : res.body;
      const type = String(res.headers['content-type'] ?? '');
      // An extension-less path is a client route: the app page at most, never a file.
      if (status === 200) expect(type.startsWith('text/html') && body.toString().includes('<div id="root">')).toBe(true);
      else expect([400, 403, 404]).toContain(status);
      expect(body.toString('latin1')).not.toContain('SQLite format 3');
      expect(body.toString()).not.toContain(secret);
      expect(body.toString()).not.toContain('PLANTED-SECRET');
      expect(body.toString()).not.toContain('root:');
    }
  });

  it('serves a stored image as WebP with nosniff, and nothing for a made-up name', async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).webp().toBuffer();
    const stored = await app.ctx.images.save(webp);
    const ok = await app.inject({ method: 'GET', url: stored });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/webp');
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect((await app.inject({ method: 'GET', url: '/images/0123456789abcdef0123456789abcdef.webp' })).statusCode).toBe(404);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    app.inject({ method: 'OPTIONS', url: '/api/auth/login', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' } });

  it.each(['https://evil.example', 'null', 'https://good.example.evil.example', 'http://good.example', 'https://evilgood.example'])(
    'gives a foreign origin (%s) no CORS permission, on preflight or on a real call',
    async (origin) => {
      expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
      const res = await app.inject({ method: 'GET', url: '/api/scores/leaderboard/alltime', headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('allows a configured origin, without credentials', async () => {
    const res = await preflight('https://good.example');
    expect(res.headers['access-control-allow-origin']).toBe('https://good.example');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://good.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://good.example');
  });

  it('does not let a foreign origin change anything with a simple (no-preflight) form post', async () => {
    const before = await snapshot(app);
    const res = await app.inject({
      method: 'POST', url: '/api/contact',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a&email=a%40example.com&message=spam',
    });
    expect(res.statusCode).toBe(415);
    expect(await snapshot(app)).toEqual(before);
  });
});

describe('huge limits and exclude lists', () => {
  beforeAll(async () => {
    // 120 ranked players, more than any list may return.
    const now = nowIso();
    const users = Array.from({ length: 120 }, (_, i) => ({
      id: newId(), username: `ranked_${i}`, username_key: `ranked_${i}`, email: `ranked${i}@example.com`, email_key: `ranked${i}@example.com`,
      password_hash: 'x', is_admin: 0, total_score: i * 10, games_played: 1, history_reset_at: null, created_at: now,
    }));
    await app.ctx.db.insertInto('users').values(users).execute();
  });

  it.each(['101', '1000000', '99999999999999999999', '1e309', 'Infinity', '-1', '0', '1.5', 'NaN', 'abc', '', '10,20', '[]', '%00'])(
    'refuses limit=%s on every list with a 400 naming limit',
    async (limit) => {
      const p = await playerBrowser(app);
      for (const url of ['/api/scores/leaderboard/alltime', '/api/scores/leaderboard/daily', `/api/scores/user/${p.user.id}`]) {
        const res = await p.call({ method: 'GET', url: `${url}?limit=${limit}` });
        expect(res.statusCode, `${url}?limit=${limit}`).toBe(400);
        expect(res.json().message).toMatch(/limit/);
      }
    },
  );

  it('caps every list at 100 (coerced spellings such as 1e2 included)', async () => {
    for (const limit of ['100', '1e2', '0x64', ' 100']) {
      const res = await app.inject({ method: 'GET', url: `/api/scores/leaderboard/alltime?limit=${encodeURIComponent(limit)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().leaderboard).toHaveLength(100);
    }
  });

  it('answers a 10,000-id exclude list cleanly and quickly (real HTTP refuses it at the header limit)', async () => {
    const p = await playerBrowser(app);
    const ids = Array.from({ length: 10_000 }, () => newId());
    const before = await snapshot(app);
    const full = await random(p.call, `?exclude=${ids.join(',')}`);
    expect([200, 400, 414, 431]).toContain(full.statusCode);
    if (full.statusCode === 400) expect(full.json().code).toBe('VALIDATION');
    // Short ids fit the 200,000-character cap: served, with every id honoured.
    const short = Array.from({ length: 10_000 }, (_, i) => `r${i}`);
    const served = await random(p.call, `?exclude=${short.join(',')}`);
    expect(served.statusCode).toBe(200);
    // Only the one review served to this player was recorded.
    const after = await snapshot(app);
    expect(after.users).toEqual(before.users);
    expect(after.play_reviews!.length - before.play_reviews!.length).toBeLessThanOrEqual(1);
    const overHttp = await rawGet(`/api/game/random?exclude=${ids.join(',')}`);
    expect(overHttp.status).toBe(431);
  });
});

describe('malformed JSON and wrong content types', () => {
  const BODIES: [string, string][] = [
    ['broken JSON', '{oops'],
    ['a truncated object', '{"email": "a@example.com", "password": '],
    ['an empty body', ''],
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"text"'],
    ['a number', '12345'],
    ['deep nesting', '['.repeat(200_000)],
    ['deep objects', '{"a":'.repeat(100_000)],
    ['a __proto__ key', '{"__proto__":{"x":1}}'],
  ];
  const TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'text/html', 'multipart/form-data; boundary=zzz', 'application/octet-stream', 'application/vnd.api+json'];

  /** POST routes that take a JSON body (admin routes have their own suite). */
  async function postRoutes(): Promise<string[]> {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, { post?: { requestBody?: unknown } }> };
    const routes = Object.entries(doc.paths)
      .filter(([p, ops]) => ops.post?.requestBody !== undefined && !p.includes('{') && !p.startsWith('/api/admin') && !p.startsWith('/api/analytics'))
      .map(([p]) => p);
    expect(routes).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/contact', '/api/game/verify', '/api/scores/submit', ...UPLOAD_ROUTES]));
    return routes;
  }
  /** The public routes that take uploads (multipart/form-data): for them a broken form is a 400, not a 415. */
  const UPLOAD_ROUTES = ['/api/submissions'];

  it.each(BODIES)('answers %s on every public POST route with a JSON 4xx and changes nothing', async (_name, body) => {
    const p = await playerBrowser(app);
    const before = await snapshot(app);
    for (const url of await postRoutes()) {
      const res = await p.call({ method: 'POST' as HTTPMethods, url, headers: { 'content-type': 'application/json' }, payload: body });
      expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it.each(TYPES)('answers content type %s on every public POST route with 415 and changes nothing', async (type) => {
    const p = await playerBrowser(app);
    const before = await snapshot(app);
    for (const url of await postRoutes()) {
      const res = await p.call({ method: 'POST', url, headers: { 'content-type': type }, payload: '{"name":"a","email":"a@example.com","message":"x","reviewId":"abc","answer":"x"}' });
      if (UPLOAD_ROUTES.includes(url) && type.startsWith('multipart/form-data')) {
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ message: expect.any(String), code: 'VALIDATION' });
      } else {
        expect(res.statusCode, `${url}: ${res.body}`).toBe(415);
        expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('answers a malformed URL encoding with the usual JSON error and headers', async () => {
    for (const url of ['/api/game/hint/%c0%af', '/api/scores/user/%E0%A4%A', '/images/%ff%fe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('security headers', () => {
  function expectHardened(headers: Record<string, unknown>) {
    const csp = String(headers['content-security-policy'] ?? '');
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src') ?? [];
    expect(scriptSrc.length).toBeGreaterThan(0);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain('*');
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(headers['referrer-policy']);
    expect(headers['x-powered-by']).toBeUndefined();
  }

  it('hardens API answers: JSON, errors, 404s and images', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).webp().toBuffer();
    const image = await app.ctx.images.save(webp);
    for (const [method, url] of [['GET', '/api/health'], ['GET', '/api/game/daily?language=xx'], ['GET', '/api/nope'], ['POST', '/api/auth/login'], ['GET', image]] as const) {
      expectHardened((await app.inject({ method, url })).headers);
    }
  });

  // Only in the SQLite run: it builds the web app once, and the PostgreSQL run shares the folder
  // (it would race the build). Not registered at all there, rather than skipped.
  const itOnSqlite = process.env.TEST_DB === 'postgres' ? () => {} : it;
  itOnSqlite('hardens the web page, whose HTML has no inline script', async () => {
    execFileSync('npx', ['tsx', 'scripts/ensure-web-build.ts'], { cwd: path.resolve(import.meta.dirname, '../..'), stdio: 'ignore' });
    const web = await createTestApp();
    try {
      for (const url of ['/', '/daily', '/profile/abc', '/admin']) {
        const res = await web.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expectHardened(res.headers);
        for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc=/);
        expect(res.body).not.toMatch(/\son[a-z]+=/i);
      }
      expect(fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8')).toContain('<div id="root">');
    } finally {
      await web.close();
    }
  }, 120_000);
});
