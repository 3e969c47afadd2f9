// Where the audit reads the records from: the SQLite file of one server, or the PostgreSQL database
// several instances share. Queries are written once, with `?` placeholders.
import Database from 'better-sqlite3';
import pg from 'pg';

export interface AuditSource {
  engine: 'sqlite' | 'postgres';
  all<T>(query: string, ...args: unknown[]): Promise<T[]>;
  /** Problems the engine's own consistency check finds (none on PostgreSQL, which enforces them). */
  integrityProblems(): Promise<string[]>;
  foreignKeyProblems(): Promise<string[]>;
  close(): Promise<void>;
}

export function sqliteAuditSource(file: string): AuditSource {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return {
    engine: 'sqlite',
    all: async <T>(query: string, ...args: unknown[]) => db.prepare(query).all(...args) as T[],
    async integrityProblems() {
      const rows = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
      return rows[0] === 'ok' ? [] : rows;
    },
    foreignKeyProblems: async () => (db.pragma('foreign_key_check') as unknown[]).map((r) => JSON.stringify(r)),
    close: async () => {
      db.close();
    },
  };
}

// PostgreSQL answers counts and sums as strings (bigint / numeric): the audit compares numbers.
const NUMERIC = /^-?\d+(\.\d+)?$/;
const toNumbers = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && NUMERIC.test(v) && !k.endsWith('id') && k !== 'k' && k !== 'username' ? Number(v) : v]));

export async function postgresAuditSource(url: string): Promise<AuditSource> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    engine: 'postgres',
    async all<T>(query: string, ...args: unknown[]) {
      let n = 0;
      const res = await client.query(query.replace(/\?/g, () => `$${(n += 1)}`), args);
      return res.rows.map(toNumbers) as T[];
    },
    integrityProblems: async () => [],
    foreignKeyProblems: async () => [],
    close: () => client.end(),
  };
}
