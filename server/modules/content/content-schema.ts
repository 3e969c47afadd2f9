import { z } from 'zod';
import { DIFFICULTIES, LANGUAGES } from '../../../shared/constants';

export { ReviewTextSchema, type ReviewText } from '../../../shared/schemas/admin';

export const GameMetaSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  gameName: z.string().trim().min(1).max(200),
  genre: z.string().trim().min(1).max(100),
  difficulty: z.enum(DIFFICULTIES),
  aliases: z.array(z.string().trim().min(1).max(200)).max(20),
});
export type GameMeta = z.infer<typeof GameMetaSchema>;

export const LanguageKeySchema = z.enum(LANGUAGES);
