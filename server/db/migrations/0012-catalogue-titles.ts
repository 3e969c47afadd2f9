import { sql, type Kysely } from 'kysely';

/**
 * Titles this installation added to the autocomplete catalogue (beyond content/catalogue.txt):
 * every review's game name as it is saved, and decoy titles an admin adds. The names list is the
 * file plus this table, so an answer is one added title among others (docs/security.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_titles')
    .addColumn('title_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  const rows = (await sql<{ game_name: string; created_at: string }>`select game_name, created_at from reviews order by created_at`.execute(db)).rows;
  const seen = new Set<string>();
  for (const r of rows) {
    const key = r.game_name.toLocaleLowerCase('en-US');
    if (seen.has(key)) continue;
    seen.add(key);
    await sql`insert into catalogue_titles (title_key, title, created_at) values (${key}, ${r.game_name}, ${r.created_at})`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only; restore a backup to go back.');
}
