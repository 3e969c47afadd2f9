import type { Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// The demo games a start-up has already offered to this database (added, or skipped because a
// review of that name existed), by slug: a later start adds only games shipped since, and never
// brings back a demo game an admin deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_games')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('seeded_at', 'text', (c) => c.notNull())
    .execute();
}
