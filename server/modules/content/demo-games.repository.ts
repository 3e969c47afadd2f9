import type { Db } from '../../db/database';

export type DemoGamesRepository = ReturnType<typeof createDemoGamesRepository>;

/** The shipped demo games this database was offered once (`demo_games`), so a deleted one is not brought back. */
export function createDemoGamesRepository(db: Db) {
  return {
    offeredSlugs: async (): Promise<string[]> => (await db.selectFrom('demo_games').select('slug').execute()).map((r) => r.slug),

    async recordOffered(slugs: string[], at: string): Promise<void> {
      for (let i = 0; i < slugs.length; i += 200) {
        const rows = slugs.slice(i, i + 200).map((slug) => ({ slug, seeded_at: at }));
        await db.insertInto('demo_games').values(rows).onConflict((oc) => oc.column('slug').doNothing()).execute();
      }
    },
  };
}
