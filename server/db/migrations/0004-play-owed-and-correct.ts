import { sql, type Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// `owed`: the unpaid part of a reveal or skip made at a low score, taken from the next points earned
// (so paid actions are never free at score 0). `reviews_correct`: correct answers in the play.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plays').addColumn('owed', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('plays').addColumn('reviews_correct', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update plays set reviews_correct = (select count(*) from play_reviews where play_reviews.play_id = plays.id and play_reviews.outcome = 'correct')`.execute(db);
}
