import { z } from 'zod';
import { DIFFICULTIES, LANGUAGES } from '../../../shared/constants';

export { ReviewTextSchema, type ReviewText } from '../../../shared/schemas/admin';

/** Languages of the official localised titles: the six of the game, and Japanese (original titles). */
export const LOCAL_TITLE_LANGUAGES = ['fr', 'es', 'it', 'de', 'tr', 'ja'] as const;
const LocalTitlesSchema = z.partialRecord(z.enum(LOCAL_TITLE_LANGUAGES), z.array(z.string().trim().min(1).max(200)).min(1)).default({});

export const GameMetaSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  gameName: z.string().trim().min(1).max(200),
  /**
   * The game's first PC release (Steam, Epic, GOG or the first Windows release; early access
   * counts; for old games the original PC release), as YYYY-MM-DD: no card is posted before it.
   */
  pcRelease: z.iso.date(),
  genre: z.string().trim().min(1).max(100),
  difficulty: z.enum(DIFFICULTIES),
  aliases: z.array(z.string().trim().min(1).max(200)).max(20),
  // Guard words for the demo cards (server/modules/content/demo-content.test.ts), beyond the
  // name and aliases that every card already avoids:
  /** Series words that name the game without its title ("Witcher"): on no card. */
  franchise: z.array(z.string().trim().min(1)).default([]),
  /** Developer, publisher, key people: not on cards 1 and 2. */
  studio: z.array(z.string().trim().min(1)).min(1),
  /** Main characters, unique places and things: not on card 1 (text or reviewer name). */
  clues: z.array(z.string().trim().min(1)).default([]),
  // Issue 25: official titles in other languages, where they differ from gameName (original
  // Japanese ones too): seeded as aliases, and offered by the autocomplete in that interface language.
  localTitles: LocalTitlesSchema,
});
export type GameMeta = z.infer<typeof GameMetaSchema>;

/** The aliases a game is seeded with: its aliases, then its localised titles (duplicates once). */
export function seededAliases(game: Pick<GameMeta, 'aliases' | 'localTitles'>): string[] {
  const all = [...game.aliases, ...Object.values(game.localTitles).flat()];
  return all.filter((alias, i) => all.findIndex((other) => other.toLowerCase() === alias.toLowerCase()) === i);
}

export const LanguageKeySchema = z.enum(LANGUAGES);
