import type { Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// Leagues (private groups with an invite code), challenge links to a day's daily, and players'
// reports on puzzles (docs/rules.md, docs/product.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leagues')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invite_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('leagues_owner_idx').on('leagues').column('owner_id').execute();

  await db.schema
    .createTable('league_members')
    .addColumn('league_id', 'varchar(64)', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'varchar(40)', (c) => c.notNull())
    .addPrimaryKeyConstraint('league_members_pk', ['league_id', 'user_id'])
    .execute();
  await db.schema.createIndex('league_members_user_idx').on('league_members').columns(['user_id', 'league_id']).execute();
  // A league board reads each member's daily score of one day.
  await db.schema.createIndex('scores_user_day_idx').on('scores').columns(['user_id', 'day']).execute();

  await db.schema
    .createTable('friend_challenges')
    .addColumn('code', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('friend_challenges_user_day', ['user_id', 'day'])
    .execute();

  await db.schema
    .createTable('puzzle_reports')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('review_id', 'varchar(64)', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(40)', (c) => c.notNull())
    .addColumn('note', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addUniqueConstraint('puzzle_reports_one_per_player', ['review_id', 'user_id'])
    .execute();
  await db.schema.createIndex('puzzle_reports_queue_idx').on('puzzle_reports').columns(['language', 'created_at']).execute();
  await db.schema.createIndex('puzzle_reports_user_idx').on('puzzle_reports').columns(['user_id', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; restore a backup to go back.');
}
