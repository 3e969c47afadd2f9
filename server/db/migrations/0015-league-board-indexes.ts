import type { Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// A league board looks up each of up to 500 members: their user row and their daily of one day.
// These indexes hold every column the boards read, so each member costs two index searches instead
// of four (docs/performance.md, "League calls"). The scores index replaces (user_id, day), which it
// starts with.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('scores_user_day_board_idx')
    .on('scores')
    .columns(['user_id', 'day', 'game_mode', 'score', 'reviews_completed', 'max_streak', 'hard', 'created_at'])
    .execute();
  await db.schema.dropIndex('scores_user_day_idx').execute();
  await db.schema
    .createIndex('users_league_board_idx')
    .on('users')
    .columns(['id', 'username', 'total_score', 'games_played', 'day_streak', 'last_daily_day', 'created_at'])
    .execute();
}
