import type { Db } from './database';
import { prepared } from './prepared';

/** The keys of `app_settings`, one installation-wide value each. */
export const SETTING = {
  /** When the admin last reset the analytics: figures count plays from then on. */
  analyticsResetAt: 'analytics_reset_at',
  /** The first day the game ran (puzzle #1), stored once so puzzle numbers never move. */
  firstDay: 'first_daily_day',
} as const;
export type SettingKey = (typeof SETTING)[keyof typeof SETTING];

// Read on every daily resume (the puzzle number): built once (prepared.ts).
const getValue = prepared((db: Db, key: string) => db.selectFrom('app_settings').select('value').where('key', '=', key));

/** Reads and writes installation-wide settings; `db` may be a transaction. */
export function createAppSettingsRepository(db: Db) {
  return {
    async get(key: SettingKey): Promise<string | undefined> {
      return (await getValue(db, key)).rows[0]?.value;
    },
    async set(key: SettingKey, value: string): Promise<void> {
      await db.insertInto('app_settings').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
    },
    /** Stores `value` unless the key already has one. */
    async setOnce(key: SettingKey, value: string): Promise<void> {
      await db.insertInto('app_settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute();
    },
  };
}
