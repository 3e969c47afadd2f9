import type { Db } from '../../db/database';
import { createAnswerDayCountsRepository } from './answer-day-counts.repository';

/** Counts one resolved answer on its UTC day for the admin's chart; call in the answer's transaction (`db`). */
export const countAnswerOnDay = (db: Db, day: string, correct: boolean): Promise<void> => createAnswerDayCountsRepository(db).count(day, correct);
