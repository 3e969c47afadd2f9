import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { newId } from '../lib/ids';
import { TEST_CARD_CACHE } from './card-cache-dir';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real app on a real database: a fresh SQLite file per call, or (TEST_DB=postgres) a fresh
 * schema in TEST_DATABASE_URL, dropped on close. `plugin` sees every query the app runs (a test
 * counting statements).
 */
export async function createTestApp(env: Record<string, string> = {}, options: { plugin?: KyselyPlugin } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false', CARD_CACHE_DIR: TEST_CARD_CACHE, AUTH_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '1000', ...env });
  let dropSchema: () => Promise<void> = async () => {};
  let database;
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const schema = `t_${newId().toLowerCase().replace(/[^a-z0-9]/g, '')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = createDatabase({ databaseUrl: url, pgSchema: schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  }
  if (options.plugin) {
    const open = database ?? createDatabase({ sqliteFile: path.join(dataDir, 'reviewquest.db') });
    database = { ...open, db: open.db.withPlugin(options.plugin) };
  }
  const app = await buildApp(config, { database });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** Registers a fresh user through the API and returns its token and user. */
export async function registerUser(app: FastifyInstance, overrides: Partial<{ username: string; email: string; password: string }> = {}) {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const body = { username: `player_${suffix}`.slice(0, 20), email: `player_${suffix}@example.com`, password: 'secret123', ...overrides };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const json = res.json() as { token: string; user: { id: string; username: string; isAdmin: boolean } };
  return { ...json, password: body.password, email: body.email, auth: { authorization: `Bearer ${json.token}` } };
}

/** Inserts simple active reviews straight into the database (the play API's fixtures). */
export async function insertReviews(
  app: FastifyInstance,
  games: { gameName: string; genre?: string; aliases?: string[]; languages?: string[]; images?: number; isActive?: boolean }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const g of games) {
    const id = newId();
    const images = Object.fromEntries(
      (g.languages ?? ['en']).map((lang) => [
        lang,
        Array.from({ length: g.images ?? 3 }, (_, i) => ({ imagePath: `/images/${id}-${lang}-${i}.webp`, altText: `${lang} review ${i + 1}` })),
      ]),
    );
    await app.ctx.repos.reviews.insert(
      { id, gameName: g.gameName, genre: g.genre ?? 'Action', gameImage: `https://img.example/${id}.jpg`, difficulty: 'medium', aliases: g.aliases ?? [], isActive: g.isActive ?? true, source: 'admin', images },
      new Date().toISOString(),
    );
    ids.push(id);
  }
  app.ctx.bus.publish('reviews');
  return ids;
}

export interface AdminTestApp extends TestApp {
  adminAuth: { authorization: string };
  /** An inject call signed in as the admin. */
  asAdmin(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/** The real app with an admin account (created from ADMIN_* at start-up), already signed in. */
export async function createAdminTestApp(env: Record<string, string> = {}): Promise<AdminTestApp> {
  const admin = { ADMIN_EMAIL: 'admin@example.com', ADMIN_USERNAME: 'theadmin', ADMIN_PASSWORD: 'admin-pass', ...env };
  const t = await createTestApp(admin);
  const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
  const adminAuth = { authorization: `Bearer ${login.json().token}` };
  return { ...t, adminAuth, asAdmin: (opts) => t.app.inject({ ...opts, headers: { ...adminAuth, ...(opts.headers ?? {}) } }) };
}

/** A multipart body with one file part (after any text fields), as a browser's FormData sends it. */
export async function multipartBody(bytes: Buffer, filename: string, type: string, options: { field?: string; fields?: Record<string, string> } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append(options.field ?? 'image', new Blob([new Uint8Array(bytes)], { type }), filename);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

let pngCount = 0;
/** A plain PNG in a colour no earlier call in this process gave (uploads are stored by content hash). */
export function uniquePng(width = 200, height = 100): Promise<Buffer> {
  pngCount += 1;
  const background = { r: (pngCount * 37) % 256, g: Math.floor(pngCount / 256) % 256, b: (pngCount * 101) % 256 };
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

/** Uploads a fresh PNG through the admin upload route; returns its stored path. */
export async function uploadedImagePath(asAdmin: AdminTestApp['asAdmin']): Promise<string> {
  const { payload, headers } = await multipartBody(await uniquePng(), 'shot.png', 'image/png');
  const res = await asAdmin({ method: 'POST', url: '/api/admin/reviews/upload-image', payload, headers });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().imagePath;
}

/** One caller of the app's routes (app.inject): a guest's browser or a signed-in player. */
export type Call = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/** A guest browser: keeps the guest cookie the server sets (`cookie()` tells it). */
export function guestBrowser(app: FastifyInstance): Call & { cookie(): string | undefined } {
  let cookie: string | undefined;
  const call = async (opts: InjectOptions) => {
    const res = await app.inject({ ...opts, cookies: { ...(cookie ? { rq_guest: cookie } : {}), ...(opts.cookies ?? {}) } });
    const set = res.cookies.find((c) => c.name === 'rq_guest');
    if (set) cookie = set.value;
    return res;
  };
  return Object.assign(call, { cookie: () => cookie });
}

/** A signed-in player's calls: every request carries `auth` (the bearer header). */
export const signedInCalls =
  (app: FastifyInstance, auth: Record<string, string>): Call =>
  (opts) =>
    app.inject({ ...opts, headers: { ...auth, ...(opts.headers ?? {}) } });
