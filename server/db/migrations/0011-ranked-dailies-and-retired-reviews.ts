import { sql, type Kysely } from 'kysely';

/** Width of a rank bucket; must equal RANK_BUCKET_WIDTH in server/modules/scores/score-counts.ts. */
const BUCKET = 1024;

/**
 * Fair competition (docs/rules.md): only dailies played on their day are ranked. Each player's
 * total and games played are recomputed from their daily records alone (free play and archive
 * plays no longer count; free-play points become the practice figure), and the rank counts rebuilt from the new totals. Day streaks already
 * counted dailies only. Reviews gain `retired_at`: a review with plays is retired, never deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('retired_at', 'varchar(40)').execute();
  await db.schema.alterTable('users').addColumn('practice_score', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update users set practice_score = coalesce((select sum(s.score) from scores s where s.user_id = users.id and s.game_mode = 'freeplay'), 0)`.execute(db);

  await sql`update users set
    total_score = coalesce((select sum(s.score) from scores s where s.user_id = users.id and s.game_mode = 'daily'), 0),
    games_played = (select count(*) from scores s where s.user_id = users.id and s.game_mode = 'daily')`.execute(db);
  await sql`delete from score_counts`.execute(db);
  await sql`delete from score_bucket_counts`.execute(db);
  await sql`insert into score_counts (total_score, users) select total_score, count(*) from users group by total_score`.execute(db);
  await sql`insert into score_bucket_counts (bucket, users) select total_score / ${sql.lit(BUCKET)}, count(*) from users group by total_score / ${sql.lit(BUCKET)}`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; restore a backup to go back.');
}
