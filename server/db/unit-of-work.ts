import { lockKey, type Db, type DbEngine } from './database';

/**
 * One transaction handed the repositories it needs (decision 37): a service asks for `run(work)`
 * and writes through `tx`, never building repositories itself, so every write of one call commits
 * or rolls back together.
 */
export interface UnitOfWork<Repos> {
  /**
   * Runs `work` in one transaction with the repositories built on it. `locks`: keys held until it
   * ends (PostgreSQL advisory locks; SQLite runs one write transaction at a time anyway), so calls
   * on the same keys apply one after another.
   */
  run<T>(work: (tx: Repos) => Promise<T>, locks?: string[]): Promise<T>;
  /** The same repositories outside any transaction: for reads that change nothing. */
  read: Repos;
}

/** `repositories` builds the set of repositories on a connection (the database, or a transaction). */
export function unitOfWork<Repos>(db: Db, engine: DbEngine, repositories: (db: Db) => Repos): UnitOfWork<Repos> {
  return {
    run: (work, locks = []) =>
      db.transaction().execute(async (trx) => {
        for (const key of locks) await lockKey(trx, engine, key);
        return work(repositories(trx));
      }),
    read: repositories(db),
  };
}
