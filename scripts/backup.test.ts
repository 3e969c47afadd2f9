// Backups on real files: an online copy taken while the app writes, and a restore that only happens
// with the server stopped and reads back the backed-up data.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { newId, nowIso } from '../server/lib/ids';
import { insertReviews, registerUser } from '../server/test/test-app';
import { BackupError, backupDatabase, inspectBackup, isDatabaseInUse, restoreDatabase, sqliteFileOf } from './backup';

const root = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-backup-'));
  dirs.push(dir);
  return dir;
}

async function startApp(dataDir: string): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false', AUTH_RATE_LIMIT: '1000', CONTACT_RATE_LIMIT: '100000' }));
  apps.push(app);
  return app;
}
async function stopApp(app: FastifyInstance): Promise<void> {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

const target = (dataDir: string) => ({ dataDir, databaseUrl: undefined });
const sha = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const login = (app: FastifyInstance, email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('backup', () => {
  it('makes a consistent copy while the app keeps writing', async () => {
    const dataDir = tempDir();
    const app = await startApp(dataDir);
    const answers = await insertReviews(app, Array.from({ length: 8 }, (_, i) => ({ gameName: `Backup Game ${i}` })));
    // Enough pages that the copy takes many steps, with writes landing in between.
    const filler = 'x'.repeat(2000);
    await app.ctx.db.insertInto('contact_messages').values(Array.from({ length: 3000 }, () => ({ id: newId(), name: 'Filler', email: 'f@example.com', subject: '', message: filler, user_id: null, created_at: nowIso() }))).execute();
    const countMessages = async () => Number((await app.ctx.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await countMessages();
    // One signed-in answer before the copy, so the copy has review figures to check.
    const first = await registerUser(app);
    const firstServed = await app.inject({ method: 'GET', url: '/api/game/random', headers: first.auth });
    await app.inject({ method: 'POST', url: '/api/game/verify', headers: first.auth, payload: { reviewId: firstServed.json().id, answer: 'Backup Game 1' } });

    let writing = true;
    let writes = 0;
    const writer = (async () => {
      while (writing) {
        const res = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'During', email: 'd@example.com', message: `write ${writes}` } });
        expect(res.statusCode).toBe(201);
        writes += 1;
        // A signed-in player: only their answers move the review figures checked below.
        const { auth } = await registerUser(app);
        const served = await app.inject({ method: 'GET', url: '/api/game/random', headers: auth });
        await app.inject({ method: 'POST', url: '/api/game/verify', headers: auth, payload: { reviewId: served.json().id, answer: 'Backup Game 1' } });
      }
    })();
    const file = path.join(tempDir(), 'nested', 'copy.db');
    const report = await backupDatabase(target(dataDir), file);
    const during = writes;
    writing = false;
    await writer;
    const after = await countMessages();

    expect(during).toBeGreaterThan(0); // the app really wrote while the copy ran
    expect(report.file).toBe(file);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    expect(report.counts.contact_messages).toBeGreaterThanOrEqual(before);
    expect(report.counts.contact_messages).toBeLessThanOrEqual(after);
    expect(report.counts.reviews).toBe(answers.length);
    const copy = new Database(file, { readonly: true });
    try {
      expect(copy.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(copy.pragma('foreign_key_check')).toEqual([]);
      // Each play's counters agree with its answers: no half-written transaction was copied.
      const plays = copy.prepare('select id, reviews_completed from plays').all() as { id: string; reviews_completed: number }[];
      for (const p of plays) {
        const resolved = copy.prepare("select count(*) as n from play_reviews where play_id = ? and outcome in ('correct', 'incorrect')").get(p.id) as { n: number };
        expect(resolved.n).toBe(p.reviews_completed);
      }
      const played = copy.prepare('select sum(times_played) as n from reviews').get() as { n: number };
      const resolvedAll = copy
        .prepare("select count(*) as n from play_reviews join plays on plays.id = play_reviews.play_id where outcome <> 'pending' and plays.user_id is not null")
        .get() as { n: number };
      expect(resolvedAll.n).toBeGreaterThan(0);
      expect(played.n ?? 0).toBe(resolvedAll.n);
    } finally {
      copy.close();
    }
  });

  it('refuses to overwrite a file, and points PostgreSQL users to pg_dump', async () => {
    const dataDir = tempDir();
    await startApp(dataDir);
    const file = path.join(tempDir(), 'taken.db');
    fs.writeFileSync(file, 'keep me');
    await expect(backupDatabase(target(dataDir), file)).rejects.toThrow(/already exists/);
    expect(fs.readFileSync(file, 'utf8')).toBe('keep me');
    await expect(backupDatabase({ dataDir, databaseUrl: 'postgres://u@127.0.0.1/rq' }, 'x.dump')).rejects.toThrow(/pg_dump --format=custom --file=x\.dump/);
    expect(() => restoreDatabase({ dataDir, databaseUrl: 'postgres://u@127.0.0.1/rq' }, 'x.dump')).toThrow(/pg_restore/);
    await expect(backupDatabase(target(tempDir()), path.join(tempDir(), 'none.db'))).rejects.toThrow(/No database at/);
  });
});

describe('restore', () => {
  it('waits for the server to stop, keeps the previous database, and the backed-up data reads back', async () => {
    const dataDir = tempDir();
    let app = await startApp(dataDir);
    const kept = await registerUser(app, { email: 'kept@example.com' });
    const file = path.join(tempDir(), 'before-bob.db');
    await backupDatabase(target(dataDir), file);
    const later = await registerUser(app, { email: 'later@example.com' });
    const live = sqliteFileOf(dataDir);

    expect(isDatabaseInUse(live)).toBe(true);
    expect(() => restoreDatabase(target(dataDir), file)).toThrow(/in use: stop the server first/);
    expect((await login(app, later.email, later.password)).statusCode).toBe(200);

    await stopApp(app);
    expect(isDatabaseInUse(live)).toBe(false);
    const result = restoreDatabase(target(dataDir), file, new Date('2026-01-02T03:04:05.678Z'));
    expect(result.previous).toBe(`${live}.2026-01-02T03-04-05-678Z.bak`);
    expect(result.counts.users).toBe(1);
    expect(inspectBackup(result.previous!).users).toBe(2);
    expect(fs.existsSync(`${live}.restoring`)).toBe(false);

    app = await startApp(dataDir);
    expect((await login(app, kept.email, kept.password)).statusCode).toBe(200);
    expect((await login(app, later.email, later.password)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses anything but an intact ReviewQuest database and leaves the live one alone', async () => {
    const dataDir = tempDir();
    const app = await startApp(dataDir);
    await registerUser(app);
    const good = path.join(tempDir(), 'good.db');
    await backupDatabase(target(dataDir), good);
    await stopApp(app);
    const live = sqliteFileOf(dataDir);
    const liveHash = sha(live);

    const dir = tempDir();
    const garbage = path.join(dir, 'garbage.db');
    fs.writeFileSync(garbage, Buffer.from('this is not a database at all, just some text bytes'.repeat(100)));
    const empty = path.join(dir, 'empty.db');
    fs.writeFileSync(empty, '');
    const foreign = path.join(dir, 'foreign.db');
    const other = new Database(foreign);
    other.exec('create table notes (id integer primary key, body text); insert into notes (body) values (\'hi\')');
    other.close();
    const truncated = path.join(dir, 'truncated.db');
    fs.writeFileSync(truncated, fs.readFileSync(good).subarray(0, Math.floor(fs.statSync(good).size / 2)));
    const corrupt = path.join(dir, 'corrupt.db');
    const bytes = fs.readFileSync(good);
    bytes.fill(0xff, 4096, bytes.length - 4096); // damage every table page, keep the header page
    fs.writeFileSync(corrupt, bytes);

    for (const [file, message] of [
      [path.join(dir, 'missing.db'), /No file at/],
      [garbage, /not a (readable )?SQLite database/],
      [empty, /not a ReviewQuest database|not a (readable )?SQLite database/],
      [foreign, /not a ReviewQuest database \(missing tables: users/],
      [truncated, /integrity check|not a (readable )?SQLite database/],
      [corrupt, /integrity check|not a (readable )?SQLite database|malformed/],
    ] as const) {
      let error: unknown;
      try {
        restoreDatabase(target(dataDir), file);
      } catch (err) {
        error = err;
      }
      expect(error, file).toBeInstanceOf(BackupError);
      expect((error as Error).message, file).toMatch(message);
      expect(sha(live)).toBe(liveHash);
    }
    expect(fs.readdirSync(dataDir).filter((f) => f.endsWith('.bak') || f.endsWith('.restoring'))).toEqual([]);
  });

  it('runs from the command line: backup while running, restore once stopped', async () => {
    const dataDir = tempDir();
    const app = await startApp(dataDir);
    await registerUser(app);
    const cli = (args: string[], env: Record<string, string> = {}) =>
      // node with tsx's loader rather than npx: the same CLI, without npx's start-up on every call.
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/cli.ts', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env } });
    const file = path.join(tempDir(), 'cli.db');
    const backup = cli(['backup', file]);
    expect(backup.stdout + backup.stderr).toMatch(/Backed up 1 users/);
    expect(backup.status).toBe(0);
    const busy = cli(['restore', file]);
    expect(busy.status).toBe(1);
    expect(busy.stderr).toMatch(/in use: stop the server first/);
    await stopApp(app);
    const restore = cli(['restore', file]);
    expect(restore.stdout + restore.stderr).toMatch(/Restored 1 users/);
    expect(restore.status).toBe(0);
    const pg = cli(['backup', 'out.dump'], { DATABASE_URL: 'postgres://u@127.0.0.1:5432/rq' });
    expect(pg.status).toBe(1);
    expect(pg.stderr).toContain('pg_dump --format=custom');
  }, 120_000);
});
