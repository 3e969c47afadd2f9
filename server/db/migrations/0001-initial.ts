import type { Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('username_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_key', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('games_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('history_reset_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_total_score_idx').on('users').column('total_score').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('game_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('genre', 'varchar(100)', (c) => c.notNull())
    .addColumn('game_image', 'text')
    .addColumn('difficulty', 'varchar(16)', (c) => c.notNull().defaultTo('medium'))
    .addColumn('aliases', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('times_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('times_correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skips', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hints', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('admin'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('review_images')
    .addColumn('review_id', 'varchar(64)', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('image_path', 'text', (c) => c.notNull())
    .addColumn('alt_text', 'text')
    .addPrimaryKeyConstraint('review_images_pk', ['review_id', 'language', 'slot'])
    .execute();
  await db.schema.createIndex('review_images_language_idx').on('review_images').columns(['language', 'review_id']).execute();

  await db.schema
    .createTable('daily_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('date', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('admin'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('daily_challenge_reviews')
    .addColumn('challenge_id', 'varchar(64)', (c) => c.notNull().references('daily_challenges.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // Deleting a review drops it from past challenges; the service refuses while a current or future one uses it.
    .addColumn('review_id', 'varchar(64)', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('daily_challenge_reviews_pk', ['challenge_id', 'position'])
    .execute();
  await db.schema.createIndex('daily_challenge_reviews_review_idx').on('daily_challenge_reviews').column('review_id').execute();

  await db.schema
    .createTable('plays')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_id', 'varchar(64)')
    .addColumn('mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('language', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('daily_key', 'varchar(100)', (c) => c.unique())
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reviews_skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hints_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('plays_user_idx').on('plays').columns(['user_id', 'mode', 'status']).execute();
  await db.schema.createIndex('plays_guest_idx').on('plays').columns(['guest_id', 'mode', 'status']).execute();
  await db.schema.createIndex('plays_day_idx').on('plays').columns(['mode', 'day']).execute();

  await db.schema
    .createTable('play_reviews')
    .addColumn('play_id', 'varchar(64)', (c) => c.notNull().references('plays.id').onDelete('cascade'))
    .addColumn('review_id', 'varchar(64)', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('revealed', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('hint_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('answer', 'text')
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolved_at', 'varchar(32)')
    .addPrimaryKeyConstraint('play_reviews_pk', ['play_id', 'review_id'])
    .execute();
  await db.schema.createIndex('play_reviews_review_idx').on('play_reviews').column('review_id').execute();
  await db.schema.createIndex('play_reviews_resolved_idx').on('play_reviews').column('resolved_at').execute();

  await db.schema
    .createTable('scores')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('play_id', 'varchar(64)', (c) => c.notNull().unique().references('plays.id').onDelete('cascade'))
    .addColumn('game_mode', 'varchar(16)', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('reviews_completed', 'integer', (c) => c.notNull())
    .addColumn('reviews_skipped', 'integer', (c) => c.notNull())
    .addColumn('hints_used', 'integer', (c) => c.notNull())
    .addColumn('max_streak', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scores_user_idx').on('scores').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('scores_daily_idx').on('scores').columns(['game_mode', 'day', 'score']).execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('handled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'varchar(64)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Small key/value facts, e.g. when analytics were last reset.
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; restore a backup to go back.');
}
