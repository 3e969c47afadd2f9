// Attacks on accounts: privilege fields at sign-up, forged and stale tokens, admin routes, user
// enumeration and password guessing. Each asserts the attack fails and nothing changed.
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { io as connect } from 'socket.io-client';
import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { newId } from '../lib/ids';
import { createTestApp, registerUser, type TestApp } from '../test/test-app';
import { daily, seedPuzzles, snapshot } from './attack-kit';

// The real verify, watched: the enumeration test checks which hash a login verifies.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

let t: TestApp;
let app: FastifyInstance;
let secret: Uint8Array;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'root@example.com', ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'root-password' });
  app = t.app;
  secret = new TextEncoder().encode(fs.readFileSync(path.join(t.dataDir, 'jwt-secret'), 'utf8').trim());
  await seedPuzzles(app);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, extra: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, ...extra });
const me = (token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const adminId = async () => (await app.ctx.repos.users.findByEmail('root@example.com'))!.id;

/** Every admin and analytics operation, read from the OpenAPI document. */
async function adminOperations(): Promise<{ method: HTTPMethods; url: string; hasParams: boolean }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/api/admin') || p.startsWith('/api/analytics'))
    .flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => ({ method: m.toUpperCase() as HTTPMethods, url: p.replace(/\{[^}]+\}/g, () => newId()), hasParams: p.includes('{') })),
    );
}

describe('registering with privilege fields', () => {
  it.each([
    ['isAdmin', { isAdmin: true }],
    ['is_admin', { is_admin: 1 }],
    ['role', { role: 'admin' }],
    ['totalScore', { totalScore: 1_000_000 }],
    ['total_score', { total_score: 1_000_000 }],
    ['gamesPlayed', { gamesPlayed: 50 }],
    ['id', { id: 'chosen-id' }],
    ['password_hash', { password_hash: 'x' }],
  ])('refuses an extra %s field and creates nothing', async (name, extra) => {
    const before = await snapshot(app);
    const res = await post('/api/auth/register', { username: `x_${name}`.slice(0, 20), email: `${name}@example.com`, password: 'secret123', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Unknown field: ${Object.keys(extra)[0]}`);
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses prototype pollution in the JSON body', async () => {
    const before = await snapshot(app);
    for (const body of [
      '{"username":"proto1","email":"proto1@example.com","password":"secret123","__proto__":{"isAdmin":true}}',
      '{"username":"proto2","email":"proto2@example.com","password":"secret123","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/json' }, payload: body });
      expect(res.statusCode).toBe(400);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses look-alike names of an existing account (case, Unicode form, invisible characters)', async () => {
    const before = await snapshot(app);
    for (const username of ['ROOT', 'Root', 'root\u200b', '\u200broot', 'ro\u00adot', 'root ']) {
      const res = await post('/api/auth/register', { username, email: `${newId()}@example.com`, password: 'secret123' });
      expect([400, 409]).toContain(res.statusCode);
    }
    await registerUser(app, { username: 'Jos\u00e9' });
    const decomposed = await post('/api/auth/register', { username: 'Jose\u0301', email: `${newId()}@example.com`, password: 'secret123' });
    expect([400, 409]).toContain(decomposed.statusCode);
    expect(await app.ctx.db.selectFrom('users').select('id').where('username_key', 'in', ['root', 'jos\u00e9']).execute()).toHaveLength(2);
    expect((await snapshot(app)).users).toHaveLength(before.users!.length + 1);
  });
});

describe('forged, stale and foreign tokens', () => {
  const cases: [string, () => Promise<string>][] = [
    ['alg "none"', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: await adminId(), iat: 1, exp: 4_102_444_800 })}.`],
    ['alg "none" with a signature', async () => `${b64({ alg: 'none' })}.${b64({ sub: await adminId() })}.AAAA`],
    ['a wrong key', async () => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(await adminId()).setExpirationTime('1h').sign(new TextEncoder().encode('k'.repeat(48)))],
    ['an expired date (right key)', async () => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(await adminId()).setIssuedAt(1_000_000).setExpirationTime(1_000_060).sign(secret)],
    ['another algorithm (HS512, right key)', async () => new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject(await adminId()).setExpirationTime('1h').sign(secret)],
    ['no subject (right key)', async () => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret)],
    ['not yet valid (right key)', async () => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(await adminId()).setNotBefore('1h').setExpirationTime('2h').sign(secret)],
    [
      'a user token with its subject swapped for the admin',
      async () => {
        const [h, , s] = (await registerUser(app)).token.split('.');
        return `${h}.${b64({ sub: await adminId(), iat: Math.floor(Date.now() / 1000), exp: 4_102_444_800 })}.${s}`;
      },
    ],
  ];

  it.each(cases)('answers 401 to a token with %s, on every admin route too, and changes nothing', async (_name, make) => {
    const token = await make();
    const before = await snapshot(app);
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const submit = await app.inject({ method: 'POST', url: '/api/scores/submit', headers: { authorization: `Bearer ${token}` }, payload: { gameMode: 'freeplay', score: 5, reviewsCompleted: 1, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 1 } });
    expect(submit.statusCode).toBe(401);
    for (const op of await adminOperations()) {
      const r = await app.inject({ method: op.method, url: op.url, headers: { authorization: `Bearer ${token}` }, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }) });
      expect(r.statusCode, `${op.method} ${op.url}`).toBe(401);
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('refuses the live analytics socket to every forged or stale token', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const attempt = (token: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'], reconnection: false });
        socket.on('stats-update', () => {
          socket.close();
          resolve('connected');
        });
        socket.on('connect_error', (err) => {
          socket.close();
          resolve(err.message);
        });
      });
    for (const [name, make] of cases) expect(await attempt(await make()), name).not.toBe('connected');
    const deleted = await registerUser(app);
    await app.ctx.repos.users.setAdmin(deleted.user.id, true);
    await app.ctx.db.deleteFrom('users').where('id', '=', deleted.user.id).execute();
    expect(await attempt(deleted.token)).toBe('Invalid or expired token');
  });

  it("treats a deleted user's valid token as signed out (401) and as a guest on game routes", async () => {
    const u = await registerUser(app);
    expect((await me(u.token)).statusCode).toBe(200);
    await app.ctx.db.deleteFrom('users').where('id', '=', u.user.id).execute();
    const before = await snapshot(app);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/scores/rank/${u.user.id}`, headers: u.auth })).statusCode).toBe(401);
    const res = await daily((opts) => app.inject({ ...opts, headers: u.auth }));
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'rq_guest')).toBeDefined();
    const after = await snapshot(app);
    expect(after.users).toEqual(before.users);
    expect(await app.ctx.db.selectFrom('plays').select('id').where('user_id', '=', u.user.id).execute()).toEqual([]);
  });

  it('refuses every admin operation to a signed-in non-admin (403) and changes nothing', async () => {
    const u = await registerUser(app);
    const ops = await adminOperations();
    expect(ops.length).toBeGreaterThan(0);
    const before = await snapshot(app);
    for (const op of ops) {
      const r = await app.inject({ method: op.method, url: op.url, headers: u.auth, ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: { isActive: false, reviewIds: [], date: '2030-01-01' } }) });
      expect(r.statusCode, `${op.method} ${op.url}`).toBe(403);
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('takes a demoted admin\'s access away at once, although the token is still valid', async () => {
    const u = await registerUser(app);
    await app.ctx.repos.users.setAdmin(u.user.id, true);
    const [op] = (await adminOperations()).filter((o) => o.method === 'GET' && !o.hasParams);
    expect((await app.inject({ method: op!.method, url: op!.url, headers: u.auth })).statusCode).toBe(200);
    await app.ctx.repos.users.setAdmin(u.user.id, false);
    expect((await app.inject({ method: op!.method, url: op!.url, headers: u.auth })).statusCode).toBe(403);
  });
});

describe('user enumeration', () => {
  it('answers an unknown email and a wrong password with the same status and body', async () => {
    const u = await registerUser(app);
    const wrong = await post('/api/auth/login', { email: u.email, password: 'wrong-password' });
    for (const email of ['nobody@example.com', u.email.toUpperCase().replace('@EXAMPLE.COM', '@nowhere.example')]) {
      const unknown = await post('/api/auth/login', { email, password: 'wrong-password' });
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.body).toBe(wrong.body);
      expect(unknown.headers['content-type']).toBe(wrong.headers['content-type']);
    }
  });

  it('verifies a hash as costly as a real one for an unknown email, so timing does not tell them apart', async () => {
    const u = await registerUser(app);
    const verified = vi.mocked(verify);
    verified.mockClear();
    await post('/api/auth/login', { email: u.email, password: 'wrong-password' });
    await post('/api/auth/login', { email: 'ghost@example.com', password: 'wrong-password' });
    // Without the dummy hash an unknown email verifies nothing and answers in a fraction of the time.
    const calls = verified.mock.calls.map(([hashed, password]) => ({ hashed: String(hashed), password: String(password) }));
    expect(calls).toHaveLength(2);
    const [known, unknown] = calls as [(typeof calls)[0], (typeof calls)[0]];
    expect(unknown.password).toBe(known.password);
    expect(unknown.hashed).not.toBe(known.hashed);
    // The same algorithm and cost ("$argon2id$v=19$m=19456,t=2,p=1$..."): the same work, the same time.
    const cost = (hashed: string) => hashed.split('$').slice(1, 4).join('$');
    expect(cost(unknown.hashed)).toBe(cost(known.hashed));
    expect(cost(known.hashed)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
  });

  it('says no more at sign-up than that the email is taken, and limits sign-ups per IP', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
    try {
      const u = await registerUser(limited.app);
      const taken = await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'someone_else', email: u.email, password: 'secret123' } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message: 'An account with this email already exists', code: 'CONFLICT', messageKey: 'emailTaken' });
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        codes.push((await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: `probe_${i}`, email: `probe${i}@example.com`, password: 'secret123' } })).statusCode);
      }
      expect(codes.at(-1)).toBe(429);
      expect(await limited.app.ctx.repos.users.findByEmail('probe2@example.com')).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('password guessing', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT: '3' });
  });
  afterAll(() => limited.close());

  const login = (email: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress, headers });

  it('stops one IP after the limit, even with the right password, and a forged X-Forwarded-For does not help', async () => {
    const u = await registerUser(limited.app, { email: 'ip-victim@example.com' });
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) codes.push((await login(`guess${i}@example.com`, 'guess', '10.0.0.1')).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const right = await login(u.email, u.password, '10.0.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).not.toHaveProperty('token');
    expect(right.headers['retry-after']).toBeDefined();
    const spoofed = await login(u.email, u.password, '10.0.0.1', { 'x-forwarded-for': '203.0.113.9' });
    expect(spoofed.statusCode).toBe(429);
  });

  it('stops guesses at one account spread over many IPs, whatever the case or spacing of the email', async () => {
    const victim = await registerUser(limited.app, { email: 'account-victim@example.com' });
    const before = await snapshot(limited.app);
    const variants = ['account-victim@example.com', 'ACCOUNT-VICTIM@example.com', ' Account-Victim@Example.com '];
    const codes: number[] = [];
    for (const [i, email] of variants.entries()) codes.push((await login(email, `guess-${i}`, `10.1.0.${i + 1}`)).statusCode);
    expect(codes).toEqual([400, 400, 400]);
    const fresh = await login(victim.email, victim.password, '10.1.0.99');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).not.toHaveProperty('token');
    // Other accounts are unaffected.
    const other = await registerUser(limited.app, { email: 'bystander@example.com' });
    expect((await login(other.email, other.password, '10.1.0.100')).statusCode).toBe(200);
    expect((await snapshot(limited.app)).users).toHaveLength(before.users!.length + 1);
  });
});
