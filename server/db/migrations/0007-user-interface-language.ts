import type { Kysely } from 'kysely';

// Append-only: never edit a migration that has shipped; add a new one.
// The interface language a signed-in player chose (null: none yet), restored at login.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('interface_language', 'text').execute();
}
