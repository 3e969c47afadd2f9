import { sql, type Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// Hard mode (the daily with one screenshot and no jokers, correct answers multiplied): `plays.hard`
// and `scores.hard` (for the leaderboard mark). `plays.served`: the play's screenshots have been
// served, after which hard mode can no longer be switched on (it would be chosen after a look).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plays').addColumn('hard', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('plays').addColumn('served', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('scores').addColumn('hard', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // Every play made before this migration was served when it was created.
  await sql`update plays set served = 1`.execute(db);
}
