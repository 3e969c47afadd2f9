// SQL injection in every text and id parameter, and stored XSS payloads: refused where the field is
// restricted, otherwise stored verbatim and only ever returned as JSON data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app';
import { countRows, guestBrowser, playerBrowser, random, seedPuzzles, serveInFreeplay, snapshot, verify } from './attack-kit';

const SQLI = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin'--",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1'; SELECT pg_sleep(5); --",
  "' UNION SELECT password_hash, email FROM users --",
  "%' AND 1=0 UNION SELECT sqlite_version() --",
  "\\'; DELETE FROM scores; --",
  "' || (SELECT password_hash FROM users LIMIT 1) || '",
  '1 OR 1=1',
  '$1',
  '?',
];

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
];

let t: TestApp;
let app: FastifyInstance;
let answers: Map<string, string>;
let adminAuth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'chief@example.com', ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'chief-password' });
  app = t.app;
  answers = await seedPuzzles(app);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'chief@example.com', password: 'chief-password' } });
  adminAuth = { authorization: `Bearer ${login.json().token}` };
});
afterAll(() => t.close());

const schemaTables = async () => Object.keys(await snapshot(app)).sort();
const expectJson = (res: LightMyRequestResponse) => {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
};

describe('SQL injection', () => {
  it.each(SQLI)('changes nothing through ids, login, language, limit and exclude: %s', async (payload) => {
    const p = await playerBrowser(app);
    await random(p.call); // a pending review, so free-play routes have something to act on
    const before = await snapshot(app);
    const enc = encodeURIComponent(payload);
    const responses = [
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: payload, password: payload } }),
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: p.email, password: payload } }),
      await p.call({ method: 'POST', url: '/api/game/verify', payload: { reviewId: payload, answer: 'x' } }),
      await p.call({ method: 'POST', url: '/api/game/skip', payload: { reviewId: payload } }),
      await p.call({ method: 'POST', url: '/api/game/reveal', payload: { reviewId: payload } }),
      await p.call({ method: 'GET', url: `/api/game/hint/${enc}` }),
      await p.call({ method: 'GET', url: `/api/scores/user/${enc}` }),
      await p.call({ method: 'GET', url: `/api/scores/rank/${enc}` }),
      await p.call({ method: 'GET', url: `/api/game/daily?language=${enc}` }),
      await p.call({ method: 'GET', url: `/api/game/random?language=${enc}` }),
      await p.call({ method: 'POST', url: '/api/game/freeplay/start', payload: { language: payload } }),
      await p.call({ method: 'GET', url: `/api/scores/leaderboard/daily?limit=${enc}` }),
      await p.call({ method: 'GET', url: `/api/scores/leaderboard/alltime?limit=${enc}` }),
      await p.call({ method: 'POST', url: '/api/scores/submit', payload: { gameMode: payload, score: 1, reviewsCompleted: 1, reviewsSkipped: 0, hintsUsed: 0, maxStreak: 0 } }),
      await app.inject({ method: 'GET', url: `/api/admin/reviews?limit=${enc}`, headers: adminAuth }),
      await app.inject({ method: 'GET', url: `/api/admin/reviews/${enc}`, headers: adminAuth }),
    ];
    for (const res of responses) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expectJson(res);
      // No database error text and no data from a smuggled SELECT (a 404 may echo the path, as JSON).
      expect(res.body).not.toMatch(/\$argon2|syntax error|unterminated|relation "/i);
      expect(res.body).not.toMatch(/SQLITE_[A-Z]/);
    }
    // The exclude list is data too: the pending review comes back, nothing else happens.
    const excluded = await random(p.call, `?exclude=${enc},${enc}`);
    expect(excluded.statusCode).toBe(200);
    expect(await snapshot(app)).toEqual(before);
  });

  it('stores injection strings verbatim where free text is allowed (contact, answers, passwords, emails)', async () => {
    const tables = await schemaTables();
    const usersBefore = await countRows(app, 'users');
    const reviewsBefore = (await snapshot(app)).reviews;
    // An apostrophe is legal in an email address and must work end to end.
    const email = "o'brien+x@example.com";
    const password = "' OR 1=1 --";
    const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'obrien', email, password } });
    expect(reg.statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: "' OR 1=2 --" } })).statusCode).toBe(400);

    for (const payload of SQLI) {
      const res = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: payload, email: 'sql@example.com', subject: payload, message: payload } });
      expect(res.statusCode).toBe(201);
      const row = await app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: payload.trim(), subject: payload.trim(), message: payload.trim() });
    }

    const g = guestBrowser(app);
    for (const payload of SQLI.slice(0, 4)) {
      const served = (await random(g)).json();
      const res = await verify(g, served.id, payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isCorrect: false, correctAnswer: answers.get(served.id) });
      const entry = await app.ctx.db.selectFrom('play_reviews').select('answer').where('review_id', '=', served.id).where('answer', 'is not', null).orderBy('resolved_at', 'desc').executeTakeFirstOrThrow();
      expect(entry.answer).toBe(payload);
    }

    expect(await schemaTables()).toEqual(tables);
    expect(await countRows(app, 'users')).toBe(usersBefore + 1);
    expect((await snapshot(app)).reviews!.length).toBe(reviewsBefore!.length);
  });

  it('refuses text with a NUL character with a clear 400 on every engine, storing nothing', async () => {
    const before = await snapshot(app);
    const g = guestBrowser(app);
    const served = (await random(g)).json();
    const attempts = [
      { method: 'POST' as const, url: '/api/contact', payload: { name: 'Nul\u0000Name', email: 'nul@example.com', subject: 'Hi', message: 'Hello' } },
      { method: 'POST' as const, url: '/api/contact', payload: { name: 'Nul', email: 'nul@example.com', subject: 'Hi', message: 'Hel\u0000lo' } },
      { method: 'POST' as const, url: '/api/game/verify', payload: { reviewId: served.id, answer: 'Portal\u0000 2' } },
      { method: 'GET' as const, url: '/api/admin/reviews?limit=50&q=Por%00tal', headers: adminAuth },
    ];
    const afterServe = await snapshot(app);
    for (const { headers, ...o } of attempts as Array<(typeof attempts)[number] & { headers?: Record<string, string> }>) {
      const res = await g({ ...o, ...(headers ? { headers } : {}) });
      expect(res.statusCode, `${o.method} ${o.url}`).toBe(400);
      expect(res.json().message).toMatch(/^(name|message|answer|q): text cannot contain NUL characters$/);
    }
    expect(await snapshot(app)).toEqual(afterServe);
    expect(Object.keys(afterServe)).toEqual(Object.keys(before));
  });
});

describe('stored XSS', () => {
  it.each(XSS)('refuses a username carrying %s', async (payload) => {
    const before = await snapshot(app);
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: payload.slice(0, 20), email: 'xss@example.com', password: 'secret123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Username/);
    expect(await snapshot(app)).toEqual(before);
  });

  it('keeps contact messages verbatim and hands them back only as JSON data', async () => {
    for (const payload of XSS) {
      const res = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: payload.slice(0, 100), email: 'xss@example.com', subject: payload, message: payload } });
      expect(res.statusCode).toBe(201);
      expectJson(res);
      expect(res.body).not.toContain(payload); // not echoed
      const row = await app.ctx.db.selectFrom('contact_messages').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
      expect(row.message).toBe(payload);
    }
    const inbox = await app.inject({ method: 'GET', url: '/api/admin/messages?limit=100', headers: adminAuth });
    if (inbox.statusCode !== 404) {
      expect(inbox.statusCode).toBe(200);
      expectJson(inbox);
      const messages = (inbox.json() as { messages: { message: string }[] }).messages.map((m) => m.message);
      for (const payload of XSS) expect(messages).toContain(payload);
    }
  });

  it('keeps answers verbatim and never reflects them', async () => {
    const g = guestBrowser(app);
    for (const payload of XSS.slice(0, 3)) {
      const served = (await random(g)).json();
      const res = await verify(g, served.id, payload);
      expect(res.statusCode).toBe(200);
      expectJson(res);
      expect(res.body).not.toContain(payload);
      const entry = await app.ctx.db.selectFrom('play_reviews').select('answer').where('review_id', '=', served.id).where('answer', '=', payload).executeTakeFirst();
      expect(entry?.answer).toBe(payload);
    }
  });

  it('keeps admin-entered game names, genres and aliases as JSON data on every player route', async () => {
    const [gameName, genre, alias] = [XSS[0]!, XSS[1]!, XSS[2]!];
    const image = (await app.inject({ method: 'POST', url: '/api/admin/reviews/render', headers: adminAuth, payload: { language: 'en', reviewer: 'Tester', hours: 10, recommended: true, posted: '2026-01-01', text: 'A fine game with <b onmouseover=alert(1)>markup</b> in its review.' } }));
    expect(image.statusCode, image.body).toBe(200);
    const created = await app.inject({
      method: 'POST', url: '/api/admin/reviews', headers: adminAuth,
      payload: { gameName, genre, aliases: [alias], difficulty: 'easy', reviewImages: { en: [image.json().imagePath] }, reviewImageAlts: { en: [image.json().altText] } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expectJson(created);
    const id = created.json().review._id as string;
    const stored = await app.ctx.db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ game_name: gameName, genre });

    const names = await app.inject({ method: 'GET', url: '/api/game/names' });
    expectJson(names);
    expect(names.json().gameNames).toContain(gameName);
    const g = guestBrowser(app);
    const served = (await serveInFreeplay(g, id)).json();
    expect(served.id).toBe(id);
    const res = await verify(g, id, alias);
    expectJson(res);
    expect(res.json()).toMatchObject({ isCorrect: true, correctAnswer: gameName });
    const hinted = await g({ method: 'GET', url: `/api/game/hint/${id}` });
    expectJson(hinted);
    expect(hinted.json().genre).toBe(genre);
  });
});
