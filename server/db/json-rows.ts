import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import type { Db, DbEngine } from './database';

/**
 * Reads the rows of `query` as one JSON array built by the database. For a list of hundreds of rows
 * (a league's 500 members) handing the driver one value instead of one object per row halves the
 * statement's cost on SQLite (docs/performance.md, "League calls"). The query must name each
 * column it selects; the row types are the query's own, as long as they are text and numbers.
 */
export async function selectJsonRows<O>(db: Db, engine: DbEngine, query: Parameters<typeof sqliteJsonArray<O>>[0]): Promise<O[]> {
  const rows = engine === 'postgres' ? postgresJsonArray(query) : sqliteJsonArray(query);
  const { json } = await db.selectNoFrom(rows.as('json')).executeTakeFirstOrThrow();
  return (typeof json === 'string' ? JSON.parse(json) : json) as O[];
}
