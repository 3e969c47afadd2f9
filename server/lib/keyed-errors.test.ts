import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/constants';
import { PLAYER_MESSAGES } from '../../shared/player-messages';

// docs/architecture.md, "Errors": services throw a catalogue key; the web shows its text in the
// interface language. Only the admin's own messages are free English text (staffError).

const SERVER = path.resolve(import.meta.dirname, '..');
const LOCALES = path.resolve(SERVER, '../web/src/i18n/locales');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'test' ? [] : sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sources(SERVER).map((file) => ({ file: path.relative(SERVER, file), text: fs.readFileSync(file, 'utf8') }));
const THROWN_KEY = /\b(?:playerError\('[A-Z_]+', |badRequest\(|notFound\(|conflict\(|forbidden\(|unauthorized\()'(\w+)'/g;
const thrownKeys = [...new Set(files.flatMap(({ text }) => [...text.matchAll(THROWN_KEY)].map((m) => m[1]!)))];

describe('errors a player or moderator can meet', () => {
  it('are thrown under a key found in the catalogue, with a text in all six interface languages', () => {
    expect(thrownKeys.length).toBeGreaterThan(40);
    for (const language of LANGUAGES) {
      const server = (JSON.parse(fs.readFileSync(path.join(LOCALES, language, 'errors.json'), 'utf8')) as { server: Record<string, string> }).server;
      expect(thrownKeys.filter((key) => !(key in PLAYER_MESSAGES) || !server[key]?.trim()), language).toEqual([]);
    }
  });

  it('are never free text: only the admin module and the renderer\'s own checks write English sentences', () => {
    const freeText = files.filter(({ text }) => /\bstaffError\(|new AppError\(/.test(text)).map(({ file }) => file);
    expect(freeText.sort()).toEqual(
      [
        'lib/app-error.ts',
        'modules/challenges/admin-challenges.service.ts',
        'modules/reviews/admin-reviews.service.ts',
        'modules/admin/admin.routes.ts',
        // The alias check runs only in the admin's review form.
        'modules/content/title-guard.ts',
        // The renderer's own checks and its encoder (server/modules/content/review-card/).
        'modules/content/review-card/encode.ts',
        'modules/content/review-card/input.ts',
        'modules/submissions/moderators-admin.routes.ts',
      ].sort(),
    );
  });
});
