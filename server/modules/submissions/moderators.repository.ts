import { LANGUAGES, type Language } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { newId, nowIso } from '../../lib/ids';

export type ModeratorsRepository = ReturnType<typeof createModeratorsRepository>;

export interface LogAction {
  actor: { id: string; username: string };
  action: string;
  language?: string | null;
  submissionId?: string | null;
  detail: string;
}

/** The moderator role per language, and the log of every moderation and role action. */
export function createModeratorsRepository(db: Db) {
  return {
    async languagesOf(userId: string): Promise<Language[]> {
      const rows = await db.selectFrom('moderator_languages').select('language').where('user_id', '=', userId).execute();
      return LANGUAGES.filter((l) => rows.some((r) => r.language === l));
    },

    async list(): Promise<{ userId: string; username: string; languages: Language[] }[]> {
      const rows = await db
        .selectFrom('moderator_languages')
        .innerJoin('users', 'users.id', 'moderator_languages.user_id')
        .select(['users.id as userId', 'users.username as username', 'moderator_languages.language as language'])
        .orderBy('users.username')
        .execute();
      const byUser = new Map<string, { userId: string; username: string; languages: Language[] }>();
      for (const r of rows) {
        const entry = byUser.get(r.userId) ?? { userId: r.userId, username: r.username, languages: [] };
        entry.languages.push(r.language as Language);
        byUser.set(r.userId, entry);
      }
      return [...byUser.values()].map((m) => ({ ...m, languages: LANGUAGES.filter((l) => m.languages.includes(l)) }));
    },

    /** Makes the user's languages exactly `languages` (none: no longer a moderator). */
    async setLanguages(userId: string, languages: readonly Language[], grantedBy: string): Promise<void> {
      await db.deleteFrom('moderator_languages').where('user_id', '=', userId).execute();
      if (languages.length === 0) return;
      const at = nowIso();
      await db
        .insertInto('moderator_languages')
        .values([...new Set(languages)].map((language) => ({ user_id: userId, language, granted_by: grantedBy, created_at: at })))
        .execute();
    },

    async log(entry: LogAction): Promise<void> {
      await db
        .insertInto('moderation_log')
        .values({
          id: newId(),
          actor_id: entry.actor.id,
          actor_name: entry.actor.username,
          action: entry.action,
          language: entry.language ?? null,
          submission_id: entry.submissionId ?? null,
          detail: entry.detail,
          created_at: nowIso(),
        })
        .execute();
    },

    recent: (limit: number) => db.selectFrom('moderation_log').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).execute(),
  };
}
