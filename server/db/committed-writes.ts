import type { EventEmitter } from 'node:events';
import type { CompiledQuery, DatabaseConnection, Driver } from 'kysely';

/** Tables whose committed writes are announced (caches built from them listen). */
const WATCHED = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?(scores|score_counts|reviews|answer_day_counts)"?[\s(]/i;

/**
 * Emits `table` on `events` once a write to a watched table is committed: at commit for a
 * transaction (never before, so a cache rebuilt on the news reads the new rows), at once for a
 * single statement. Wraps the driver's connections; the queries themselves are unchanged.
 */
export function announceCommittedWrites(driver: Driver, events: EventEmitter): Driver {
  const wrapped = new WeakSet<DatabaseConnection>();
  const inTransaction = new WeakMap<DatabaseConnection, Set<string>>();
  const acquire = driver.acquireConnection.bind(driver);
  const begin = driver.beginTransaction.bind(driver);
  const commit = driver.commitTransaction.bind(driver);
  const rollback = driver.rollbackTransaction.bind(driver);

  driver.acquireConnection = async () => {
    const connection = await acquire();
    if (!wrapped.has(connection)) {
      wrapped.add(connection);
      const execute = connection.executeQuery.bind(connection);
      connection.executeQuery = async <R>(query: CompiledQuery) => {
        const result = await execute<R>(query);
        const table = WATCHED.exec(query.sql)?.[1];
        if (table) {
          const pending = inTransaction.get(connection);
          if (pending) pending.add(table);
          else events.emit('write', table);
        }
        return result;
      };
    }
    return connection;
  };
  driver.beginTransaction = async (connection, settings) => {
    await begin(connection, settings);
    inTransaction.set(connection, new Set());
  };
  driver.commitTransaction = async (connection) => {
    await commit(connection);
    const pending = inTransaction.get(connection);
    inTransaction.delete(connection);
    for (const table of pending ?? []) events.emit('write', table);
  };
  driver.rollbackTransaction = async (connection) => {
    inTransaction.delete(connection);
    await rollback(connection);
  };
  return driver;
}
