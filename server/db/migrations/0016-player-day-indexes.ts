import type { Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// A player's daily of a day (every resume, answer and finished-screen read) was found through
// (mode, day): every play of that day was read to find the player's one, 40,000 of them a day at
// 1,000,000 users (docs/performance.md, "scale"). These indexes find it in one search.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('plays_user_day_idx').on('plays').columns(['user_id', 'mode', 'day']).execute();
  await db.schema.createIndex('plays_guest_day_idx').on('plays').columns(['guest_id', 'mode', 'day']).execute();
}
