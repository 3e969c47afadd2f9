// `npm run cli -- backup FILE` and `restore FILE`: an online copy of the SQLite database, and putting
// one back while the server is stopped. PostgreSQL has its own tools (pg_dump / pg_restore).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** Tables a ReviewQuest database must have for a restore to be accepted. */
const REQUIRED_TABLES = ['users', 'reviews', 'review_images', 'daily_challenges', 'plays', 'play_reviews', 'scores', 'contact_messages', 'kysely_migration'];

/** A refusal with a message meant for the operator. */
export class BackupError extends Error {}

export interface BackupTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

export const sqliteFileOf = (dataDir: string) => path.join(dataDir, 'reviewquest.db');

/** What to run instead when the data lives in PostgreSQL. */
export function postgresHelp(file: string): string {
  return [
    'DATABASE_URL points to PostgreSQL: back it up and restore it with its own tools.',
    `  backup:   pg_dump --format=custom --file=${file} "$DATABASE_URL"`,
    `  restore:  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}   (with the servers stopped)`,
    'Copy DATA_DIR/uploads (the images) alongside; its files never change once written.',
  ].join('\n');
}

function count(db: Database.Database, table: string): number {
  return (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
}

/** Opens a candidate file and checks it is an intact ReviewQuest database; returns its row counts. */
export function inspectBackup(file: string): Record<string, number> {
  if (!fs.existsSync(file)) throw new BackupError(`No file at ${file}.`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (err) {
    throw new BackupError(`${file} is not a SQLite database (${(err as Error).message}).`);
  }
  try {
    let result: string;
    try {
      result = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    } catch (err) {
      throw new BackupError(`${file} is not a readable SQLite database (${(err as Error).message}).`);
    }
    if (result !== 'ok') throw new BackupError(`${file} failed the integrity check: ${result}`);
    const tables = new Set((db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name));
    const missing = REQUIRED_TABLES.filter((t) => !tables.has(t));
    if (missing.length > 0) throw new BackupError(`${file} is not a ReviewQuest database (missing tables: ${missing.join(', ')}).`);
    return Object.fromEntries(['users', 'reviews', 'plays', 'scores', 'contact_messages'].map((t) => [t, count(db, t)]));
  } finally {
    db.close();
  }
}

/**
 * Copies the live database into `file` with SQLite's online backup API: a consistent snapshot even
 * while the server writes. Refuses to overwrite an existing file.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ file: string; bytes: number; counts: Record<string, number> }> {
  if (target.databaseUrl) throw new BackupError(postgresHelp(file));
  const source = sqliteFileOf(target.dataDir);
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source} (check DATA_DIR).`);
  const out = path.resolve(file);
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists; choose a new file name.`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  fs.rmSync(partial, { force: true });
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step, inside one read transaction: a WAL snapshot that writers do not disturb.
    // Small steps would restart on every write and never finish under load.
    await db.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  try {
    const counts = inspectBackup(partial);
    fs.renameSync(partial, out);
    return { file: out, bytes: fs.statSync(out).size, counts };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * True when some connection (a running server) has the database open: an exclusive lock is refused.
 * Taking it also folds a leftover WAL (after a crash) into the file.
 */
export function isDatabaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw err;
  } finally {
    db.close();
  }
}

/**
 * Puts a backup in place of the live database, only while no server has it open. The backup is
 * checked first (integrity and our tables); the previous database is kept beside it as a .bak.
 */
export function restoreDatabase(target: BackupTarget, file: string, now = new Date()): { restored: string; previous: string | undefined; counts: Record<string, number> } {
  if (target.databaseUrl) throw new BackupError(postgresHelp(file));
  const counts = inspectBackup(file);
  const live = sqliteFileOf(target.dataDir);
  if (isDatabaseInUse(live)) throw new BackupError(`The database at ${live} is in use: stop the server first, then run restore again.`);
  fs.mkdirSync(target.dataDir, { recursive: true });
  const incoming = `${live}.restoring`;
  fs.copyFileSync(file, incoming);
  let previous: string | undefined;
  try {
    inspectBackup(incoming);
    // Checked again just before the swap, in case a server started meanwhile.
    if (isDatabaseInUse(live)) throw new BackupError(`The database at ${live} is in use: stop the server first, then run restore again.`);
    if (fs.existsSync(live)) {
      previous = `${live}.${now.toISOString().replace(/[:.]/g, '-')}.bak`;
      fs.renameSync(live, previous);
    }
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${live}${suffix}`, { force: true });
    fs.renameSync(incoming, live);
  } finally {
    fs.rmSync(incoming, { force: true });
  }
  return { restored: live, previous, counts };
}

export function describeCounts(counts: Record<string, number>): string {
  return Object.entries(counts).map(([t, n]) => `${n} ${t.replace('_', ' ')}`).join(', ');
}
