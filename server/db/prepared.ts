import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Db } from './database';

// A query of the play path built and compiled once, then run with each call's values. Kysely
// builds and compiles every query anew (a tenth of a daily resume's server CPU, docs/performance.md);
// here the builder runs once per database engine with placeholder values, and each call puts its
// own values where the placeholders came out. The SQLite driver then reuses its prepared statement
// (db/database.ts), as it does for any text it has seen.

/** A value the builder passes through untouched, found again in the compiled parameters. */
const placeholder = (i: number) => `__rq_prepared_${i}__`;

interface Compiled {
  query: CompiledQuery;
  /** For each compiled parameter: the argument it takes, or undefined for a constant of the query. */
  slots: (number | undefined)[];
}

/**
 * `build` must use each argument as a whole value (a comparison, a set or an inserted value), never
 * inside a longer text or a list whose length varies, and must not branch on it: build one prepared
 * query per shape instead. An argument that does not come out as a parameter is an error at once.
 */
export function prepared<A extends (string | number | null)[], O>(build: (db: Db, ...args: A) => Compilable<O>) {
  // Per engine: the compiled text differs between SQLite and PostgreSQL; a transaction shares its
  // database's adapter.
  const byAdapter = new WeakMap<object, Compiled>();

  function compiledFor(db: Db, arity: number): Compiled {
    const adapter = db.getExecutor().adapter;
    let compiled = byAdapter.get(adapter);
    if (!compiled) {
      const marks = Array.from({ length: arity }, (_, i) => placeholder(i));
      const query = build(db, ...(marks as A)).compile();
      const slots = query.parameters.map((p) => {
        const i = typeof p === 'string' ? marks.indexOf(p) : -1;
        return i >= 0 ? i : undefined;
      });
      for (let i = 0; i < arity; i += 1) {
        if (!slots.includes(i)) throw new Error(`prepared query: argument ${i} is not a parameter of ${query.sql}`);
      }
      compiled = { query, slots };
      byAdapter.set(adapter, compiled);
    }
    return compiled;
  }

  return async (db: Db, ...args: A): Promise<QueryResult<O>> => {
    const { query, slots } = compiledFor(db, args.length);
    const parameters = slots.map((slot, i) => (slot === undefined ? query.parameters[i] : args[slot]));
    const executor = db.getExecutor();
    // Plugins (a test counting or reading statements) still see the query.
    executor.transformQuery(query.query, query.queryId);
    return executor.executeQuery(CompiledQuery.raw(query.sql, parameters)) as Promise<QueryResult<O>>;
  };
}
