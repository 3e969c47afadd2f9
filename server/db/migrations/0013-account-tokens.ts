import type { Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// Accounts people can trust (docs/security.md, "Accounts"): a per-user token version that ends
// every session at once, a deletion mark, and single-use e-mail tokens (stored hashed).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(40)').execute();
  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull()) // 'password-reset' | 'email-change'
    .addColumn('new_email', 'varchar(254)')
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; restore a backup to go back.');
}
