import { sql, type Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// Each league keeps its members' daily scores (league_scores), written with the score itself, copied
// when a player joins and removed with the membership (the foreign key cascades), and each member's
// name and all-time figures (on league_members, written where the account's are). A league's board
// is then one or two ranges of primary keys instead of index searches per member, and the places of
// a player's leagues count one range per league (docs/decisions/0030-league-scores.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('league_members').addColumn('username', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  // The figures of the all-time board, as on the account (written where the account's are).
  await db.schema.alterTable('league_members').addColumn('total_score', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('league_members').addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('league_members').addColumn('day_streak', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('league_members').addColumn('last_daily_day', 'varchar(10)').execute();
  await db.schema.alterTable('league_members').addColumn('user_created_at', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema
    .createTable('league_scores')
    .addColumn('league_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('reviews_completed', 'integer', (c) => c.notNull())
    .addColumn('max_streak', 'integer', (c) => c.notNull())
    .addColumn('hard', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('league_scores_pk', ['league_id', 'day', 'user_id'])
    .addForeignKeyConstraint('league_scores_member_fk', ['league_id', 'user_id'], 'league_members', ['league_id', 'user_id'], (fk) => fk.onDelete('cascade'))
    .execute();
  // The cascade from a membership finds its scores here.
  await db.schema.createIndex('league_scores_member_idx').on('league_scores').columns(['league_id', 'user_id']).execute();
  await copyIntoLeagues(db);
  // Migration 0015's covering index of the boards' user columns: no board reads users any more.
  await db.schema.dropIndex('users_league_board_idx').execute();
}

/**
 * What joining writes, for every membership that exists: the account's name and figures, and its
 * daily scores (the leagues that existed before this migration; the scale bench builds its leagues
 * the same way).
 */
export const COPY_INTO_LEAGUES = [
  `update league_members set (username, total_score, games_played, day_streak, last_daily_day, user_created_at) =
     (select username, total_score, games_played, day_streak, last_daily_day, created_at from users where users.id = league_members.user_id)`,
  `insert into league_scores (league_id, day, user_id, score, reviews_completed, max_streak, hard, created_at)
     select m.league_id, s.day, s.user_id, s.score, s.reviews_completed, s.max_streak, s.hard, s.created_at
     from league_members m join scores s on s.user_id = m.user_id and s.game_mode = 'daily'`,
];

export async function copyIntoLeagues(db: Kysely<unknown>): Promise<void> {
  for (const statement of COPY_INTO_LEAGUES) await sql.raw(statement).execute(db);
}
