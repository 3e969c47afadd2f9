import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import * as m0001 from './migrations/0001-initial';
import * as m0004 from './migrations/0004-play-owed-and-correct';

export type Db = Kysely<Database>;
export type DbEngine = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** A postgres:// URL; when absent, SQLite at `sqliteFile`. */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
}

// Postgres returns COUNT/SUM as strings (int8/numeric); parse them to numbers like SQLite does.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

/** Opens the database: PostgreSQL when a URL is given, else SQLite in WAL mode. */
export interface OpenDatabase {
  db: Db;
  engine: DbEngine;
  /** The PostgreSQL schema in use, when not the default one. */
  schema?: string;
}

export function createDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres', schema: options.pgSchema };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), engine: 'sqlite' };
}

/**
 * Holds a lock on `key` until the transaction ends: a PostgreSQL advisory lock (shared by every
 * process on the database); nothing on SQLite, whose one connection runs transactions one at a time.
 */
export async function lockKey(trx: Db, engine: DbEngine, key: string): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0004-play-owed-and-correct': m0004,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; the same set on SQLite and PostgreSQL. */
export async function migrateToLatest({ db, schema }: OpenDatabase): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema; pin them to ours.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
