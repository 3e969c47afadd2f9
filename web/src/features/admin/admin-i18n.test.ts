import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { CreateChallengeSchema, ReviewInputSchema } from '../../../../shared/schemas/admin';
import { translateAdminMessage, type AdminT } from './admin-i18n';

/** Every message the admin forms' shared checks give for these inputs. */
function messagesFor(schema: typeof ReviewInputSchema | typeof CreateChallengeSchema, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

// The form always sends reviewImages (zod's own "expected record" never reaches the admin).
const REVIEW_INPUTS = [
  { reviewImages: {} },
  { gameName: ' ', genre: '', reviewImages: {} },
  { gameName: 'x'.repeat(201), genre: 'y'.repeat(101), gameImage: 'not a url', difficulty: 'brutal', aliases: ['a'.repeat(201), ...Array(20).fill('b')], reviewImages: { en: [] } },
];
const CHALLENGE_INPUTS = [{}, { date: '' }, { date: '26/11/2026', reviewIds: [] }];

describe('admin form checks in the interface language', () => {
  it.each(['fr', 'de', 'tr'])('every message the shared checks give is translated in %s (none left in English)', async (lang) => {
    await i18n.loadLanguages(lang);
    const t = i18n.getFixedT(lang, 'admin') as AdminT;
    const messages = [...new Set([...messagesFor(ReviewInputSchema, REVIEW_INPUTS), ...messagesFor(CreateChallengeSchema, CHALLENGE_INPUTS)])];
    // The inputs reach most checks; zod's own type errors are not among them.
    expect(messages.length).toBeGreaterThan(8);
    expect(messages.filter((m) => translateAdminMessage(t, m) === m)).toEqual([]);
  });
});
