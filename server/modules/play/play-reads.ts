import type { Db } from '../../db/database';
import { createPlaysRepository } from './plays.repository';

/** What the daily challenges read of the plays (modules/challenges), through `db`. */

/** Reviews waiting for an answer in someone's free play: the automatic pick leaves them out. */
export const reviewsPendingInFreeplay = (db: Db): Promise<string[]> => createPlaysRepository(db).pendingInFreeplay();

/** How many players opened the day's daily: once anyone has, the admin can no longer change it. */
export const dayPlayers = (db: Db, day: string): Promise<number> => createPlaysRepository(db).countDayPlays(day);
