import { sql, type Kysely } from 'kysely';

/** Width of a rank bucket; must equal RANK_BUCKET_WIDTH in server/modules/scores/score-counts.ts. */
const BUCKET = 1024;

/**
 * The day streak is stored on the user (updated when a daily is recorded) instead of recomputed per
 * leaderboard row; users per total score are counted (exactly and per bucket) so a rank is a sum
 * over a few hundred rows instead of a count over every user; one index per board gives its order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('day_streak', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('last_daily_day', 'varchar(10)').execute();
  await db.schema.createIndex('users_board_idx').on('users').columns(['total_score desc', 'created_at']).execute();
  // The daily board in its exact order (score, then who finished first): no sort of the day's scores.
  await db.schema.createIndex('scores_daily_board_idx').on('scores').columns(['game_mode', 'day', 'score desc', 'created_at']).execute();

  await db.schema
    .createTable('score_counts')
    .addColumn('total_score', 'integer', (c) => c.primaryKey())
    .addColumn('users', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('score_bucket_counts')
    .addColumn('bucket', 'integer', (c) => c.primaryKey())
    .addColumn('users', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into score_counts (total_score, users) select total_score, count(*) from users group by total_score`.execute(db);
  await sql`insert into score_bucket_counts (bucket, users) select total_score / ${sql.lit(BUCKET)}, count(*) from users group by total_score / ${sql.lit(BUCKET)}`.execute(db);

  // Backfill each player's streak from their finished dailies (the same rule as dayStreak).
  const rows = (await sql<{ user_id: string; day: string }>`select distinct user_id, day from scores where game_mode = 'daily' order by user_id, day desc`.execute(db)).rows;
  const dayMs = 86_400_000;
  let i = 0;
  while (i < rows.length) {
    const userId = rows[i]!.user_id;
    const last = rows[i]!.day;
    let streak = 0;
    let expected = Date.parse(`${last}T00:00:00Z`);
    while (i < rows.length && rows[i]!.user_id === userId) {
      if (Date.parse(`${rows[i]!.day}T00:00:00Z`) === expected) {
        streak += 1;
        expected -= dayMs;
      } else expected = Number.NaN;
      i += 1;
    }
    await sql`update users set day_streak = ${streak}, last_daily_day = ${last} where id = ${userId}`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; restore a backup to go back.');
}
