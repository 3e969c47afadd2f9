import type { Db } from '../../db/database';
import { createAppSettingsRepository, SETTING } from '../../db/app-settings';
import { daysBetween } from '../../../shared/days';


/** The puzzle number of a date: #1 is the first day the game served a daily, then one per calendar day. */
export function puzzleNumber(firstDay: string, date: string): number {
  return daysBetween(firstDay, date) + 1;
}

/**
 * The first day the game ran, stored once (app_settings) so puzzle numbers never move. Read each
 * time (a primary-key lookup): every worker and instance then agrees, even after a restore.
 */
export function createDailyNumbers(db: Db) {
  const settings = createAppSettingsRepository(db);
  const read = () => settings.get(SETTING.firstDay);

  return {
    firstDay: read,

    /** Called when a day's daily is served: the first such day becomes #1 (later calls change nothing). */
    async served(date: string): Promise<string> {
      const first = await read();
      if (first) return first;
      await settings.setOnce(SETTING.firstDay, date);
      return (await read())!;
    },
  };
}
