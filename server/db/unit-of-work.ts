import type { Db } from './database';

/**
 * Runs `work` in one transaction, handing it the repositories bound to that transaction: a service
 * writes several modules' rows at once without building another module's repository itself.
 */
export type UnitOfWork<Repos> = <T>(work: (tx: Repos) => Promise<T>) => Promise<T>;

/** The unit of work of `db`: `repositoriesOn` builds the repositories on a connection (here, the transaction). */
export function createUnitOfWork<Repos>(db: Db, repositoriesOn: (conn: Db) => Repos): UnitOfWork<Repos> {
  return (work) => db.transaction().execute((trx) => work(repositoriesOn(trx)));
}
