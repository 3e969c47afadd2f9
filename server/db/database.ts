import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Driver, type Migration, type MigrationProvider, type PostgresDialectConfig, type SqliteDialectConfig } from 'kysely';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Database } from './schema';
import { announceCommittedWrites } from './committed-writes';
import * as m0001 from './migrations/0001-initial';
import * as m0003 from './migrations/0003-stored-streak-and-rank-counts';
import * as m0004 from './migrations/0004-play-owed-and-correct';
import * as m0005 from './migrations/0005-daily-numbers';
import * as m0006 from './migrations/0006-submissions-and-moderators';
import * as m0007 from './migrations/0007-user-interface-language';
import * as m0008 from './migrations/0008-demo-games';
import * as m0009 from './migrations/0009-hard-mode';
import * as m0010 from './migrations/0010-answer-day-counts';
import * as m0011 from './migrations/0011-ranked-dailies-and-retired-reviews';
import * as m0012 from './migrations/0012-catalogue-titles';
import * as m0013 from './migrations/0013-account-tokens';
import * as m0014 from './migrations/0014-leagues-challenges-reports';
import * as m0015 from './migrations/0015-league-board-indexes';
import * as m0016 from './migrations/0016-player-day-indexes';
import * as m0017 from './migrations/0017-league-scores';

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
  /** Emits 'write' with the table name once a write to a watched table (scores) is committed. */
  writes: EventEmitter;
}

export function createDatabase(options: DatabaseOptions): OpenDatabase {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const writes = new EventEmitter();
    return { db: new Kysely<Database>({ dialect: new WatchedPostgresDialect({ pool }, writes) }), engine: 'postgres', schema: options.pgSchema, writes };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // 64 MB of pages per connection instead of SQLite's 2 MB: a board of 500 members touches a few
  // thousand index and table pages, which then stay in memory instead of being read again each call
  // (docs/performance.md, "League calls").
  sqlite.pragma('cache_size = -65536');
  // The WAL is copied back into the file every 10,000 pages instead of 1,000: a page written by many
  // commits (a busy table's last page) is copied once per checkpoint, and each checkpoint's fsyncs
  // come ten times less often (a commit of the verify cycle: 100 -> 60 µs, docs/performance.md).
  sqlite.pragma('wal_autocheckpoint = 10000');
  const writes = new EventEmitter();
  return { db: new Kysely<Database>({ dialect: new FastSqliteDialect({ database: withStatementCache(sqlite) }, writes, beginImmediate(sqlite)) }), engine: 'sqlite', writes };
}

/** How long a statement waits for another process's write lock on the SQLite file. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Takes SQLite's write lock for a transaction (BEGIN IMMEDIATE) without blocking the process while
 * another worker holds it. SQLite's own wait (busy_timeout) sleeps inside the call, which stops
 * the whole worker, in steps of 1, 2, 5, 10, 25 ms and more, while the other worker's transaction
 * holds the lock for well under a millisecond; here each try does not wait (busy_timeout 0 for
 * that statement only), and the worker serves other requests between tries.
 */
function beginImmediate(sqlite: SQLite.Database): () => Promise<void> {
  const noWait = sqlite.prepare('pragma busy_timeout = 0');
  const wait = sqlite.prepare(`pragma busy_timeout = ${BUSY_TIMEOUT_MS}`);
  const begin = sqlite.prepare('begin immediate');
  return async () => {
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      noWait.run();
      try {
        begin.run();
        return;
      } catch (err) {
        // SQLITE_BUSY, or SQLITE_BUSY_RECOVERY while another process recovers the WAL.
        if (!(err as { code?: string }).code?.startsWith('SQLITE_BUSY') || Date.now() - started > BUSY_TIMEOUT_MS) throw err;
      } finally {
        wait.run();
      }
      // The first tries right after this turn's I/O, then every millisecond or two.
      await new Promise((resolve) => (attempt < 3 ? setImmediate(resolve) : setTimeout(resolve, attempt < 20 ? 1 : 2)));
    }
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Prepares each distinct SQL text once: Kysely prepares every query anew, and preparing costs more
 * than running most of ours. Bounded (cleared when full) because `in (...)` lists vary in length.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver) as unknown;
      return (text: string) => {
        let statement = statements.get(text);
        if (!statement) {
          if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
          statement = target.prepare(text);
          statements.set(text, statement);
        }
        return statement;
      };
    },
  });
}

/**
 * Transactions start with BEGIN IMMEDIATE: they take SQLite's write lock at once (waiting for it
 * without blocking the process: `beginImmediate`), so several processes on one file never fail
 * upgrading a read to a write.
 */
class FastSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly writes: EventEmitter,
    private readonly begin: () => Promise<void>,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    // The driver's one connection is this database, held by the transaction from here on.
    driver.beginTransaction = this.begin;
    return announceCommittedWrites(driver, this.writes);
  }
}

class WatchedPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly writes: EventEmitter,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return announceCommittedWrites(super.createDriver(), this.writes);
  }
}

/**
 * Holds a lock on `key` until the transaction ends: a PostgreSQL advisory lock (shared by every
 * process on the database); nothing on SQLite, whose one connection runs transactions one at a time.
 */
export async function lockKey(trx: Db, engine: DbEngine, key: string): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

/** Answers once the database does (the health check). */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0003-stored-streak-and-rank-counts': m0003,
  '0004-play-owed-and-correct': m0004,
  '0005-daily-numbers': m0005,
  '0006-submissions-and-moderators': m0006,
  '0007-user-interface-language': m0007,
  '0008-demo-games': m0008,
  '0009-hard-mode': m0009,
  '0010-answer-day-counts': m0010,
  '0011-ranked-dailies-and-retired-reviews': m0011,
  '0012-catalogue-titles': m0012,
  '0013-account-tokens': m0013,
  '0014-leagues-challenges-reports': m0014,
  '0015-league-board-indexes': m0015,
  '0016-player-day-indexes': m0016,
  '0017-league-scores': m0017,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration; the same set on SQLite and PostgreSQL. */
export async function migrateToLatest({ db, schema }: OpenDatabase): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema; pin them to ours.
  // Unordered: migrations land from parallel branches, and each stands on its own.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
