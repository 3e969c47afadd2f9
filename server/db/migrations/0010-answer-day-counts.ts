import { sql, type Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// Answers per UTC day for the admin chart, kept when an answer is recorded instead of grouping every
// play_reviews row of 30 days on each analytics payload. A day's figures are spread over a few slots
// (summed on read) so concurrent answers on PostgreSQL do not all wait for one row's lock.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('answer_day_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('plays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('answer_day_counts_pk', ['day', 'slot'])
    .execute();
  // What was answered before, since the last analytics reset (the chart starts again after one).
  await sql`insert into answer_day_counts (day, slot, plays, correct)
    select substr(resolved_at, 1, 10), 0, count(*), sum(case when outcome = 'correct' then 1 else 0 end)
    from play_reviews
    where resolved_at is not null
      and resolved_at >= coalesce((select value from app_settings where key = 'analytics_reset_at'), '')
    group by substr(resolved_at, 1, 10)`.execute(db);
}
