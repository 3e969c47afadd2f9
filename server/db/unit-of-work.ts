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

/** How to build each repository of a set on a connection. */
export type RepositoryBuilders<Repos> = { [K in keyof Repos]: (db: Db) => Repos[K] };

/**
 * A set of repositories on a connection whose members are built on first use, once: a transaction
 * builds only the repositories it touches (building all of them, a few hundred closures, was 5 % of
 * a free-play answer's CPU, docs/performance.md). `builders` is made once, not per connection.
 */
export function builtOnFirstUse<Repos extends object>(builders: RepositoryBuilders<Repos>): (db: Db) => Repos {
  class Built {
    readonly built: Partial<Repos> = {};
    constructor(readonly db: Db) {}
  }
  for (const key of Object.keys(builders) as (keyof Repos & string)[]) {
    Object.defineProperty(Built.prototype, key, {
      enumerable: true,
      get(this: Built) {
        return (this.built[key] ??= builders[key](this.db));
      },
    });
  }
  return (db) => new Built(db) as unknown as Repos;
}
