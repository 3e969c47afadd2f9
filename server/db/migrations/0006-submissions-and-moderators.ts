import type { Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// Player submissions, the moderator role per language, and the log of every moderation action.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Screenshots a player uploaded for a submission: who sent them and what they look like (checks).
  await db.schema
    .createTable('submission_uploads')
    .addColumn('image_path', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('submission_uploads_pk', ['image_path', 'user_id'])
    .execute();
  await db.schema.createIndex('submission_uploads_user').on('submission_uploads').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('game_name', 'text', (c) => c.notNull())
    .addColumn('new_title', 'integer', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'screenshots' | 'text'
    .addColumn('credit', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull())
    .addColumn('aliases', 'text', (c) => c.notNull()) // JSON array of strings
    .addColumn('state', 'text', (c) => c.notNull()) // 'pending' | 'approved' | 'refused'
    .addColumn('refusal_reason', 'text')
    .addColumn('refusal_note', 'text')
    .addColumn('review_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('submissions_user').on('submissions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('submissions_queue').on('submissions').columns(['language', 'state', 'created_at']).execute();

  await db.schema
    .createTable('submission_images')
    .addColumn('submission_id', 'text', (c) => c.notNull().references('submissions.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('image_path', 'text', (c) => c.notNull())
    .addColumn('alt_text', 'text')
    .addPrimaryKeyConstraint('submission_images_pk', ['submission_id', 'slot'])
    .execute();

  await db.schema
    .createTable('moderator_languages')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('moderator_languages_pk', ['user_id', 'language'])
    .execute();

  // Kept when the actor or the submission is deleted: it is the record of what happened.
  await db.schema
    .createTable('moderation_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('submission_id', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_log_time').on('moderation_log').column('created_at').execute();

  // The submitter credited on a review ("submitted by"), when they agreed to it.
  await db.schema.alterTable('reviews').addColumn('credit_user_id', 'text').execute();
}
