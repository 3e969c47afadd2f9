// Two workers on one SQLite file: a transaction waiting for the other's write lock must not stop
// its own process (docs/performance.md, "Issue 23, items 5 and 6"). Here the other worker is a second
// connection in this process whose commit is a timer: a wait that blocked the process would keep
// that timer from running, and the transaction would fail after the five-second busy timeout.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type OpenDatabase } from './database';

describe("SQLite's write lock held by another worker", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rq-write-lock-'));
  const file = path.join(dir, 'reviewquest.db');
  let database: OpenDatabase | undefined;
  afterEach(async () => {
    await database?.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction waits for it while the process goes on, then writes', async () => {
    database = createDatabase({ sqliteFile: file });
    await migrateToLatest(database);
    const other = new SQLite(file);
    other.exec('begin immediate');
    other.prepare("insert into app_settings (key, value) values ('other-worker', '1')").run();
    const events: string[] = [];
    setTimeout(() => {
      events.push('other worker commits');
      other.exec('commit');
      other.close();
    }, 50);

    await database.db.transaction().execute(async (trx) => {
      events.push('transaction begins');
      await sql`insert into app_settings (key, value) values ('this-worker', '2')`.execute(trx);
    });

    expect(events).toEqual(['other worker commits', 'transaction begins']);
    const rows = await database.db.selectFrom('app_settings').select('key').where('key', 'in', ['other-worker', 'this-worker']).orderBy('key').execute();
    expect(rows.map((r) => r.key)).toEqual(['other-worker', 'this-worker']);
  });
});
