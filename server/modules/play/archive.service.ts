import { utcDate } from '../../../shared/constants';
import { ARCHIVE_PAGE_SIZE, type ArchiveDay, type ArchiveMark } from '../../../shared/schemas/archive';
import type { Db } from '../../db/database';
import { createDailyNumbers, puzzleNumber } from '../challenges/daily-numbers';
import { createPlaysRepository, type Player } from './plays.repository';

export type ArchiveService = ReturnType<typeof createArchiveService>;

/** The archive: every past daily (since the game's first), newest first, with the player's marks. */
export function createArchiveService(deps: { db: Db }) {
  const { db } = deps;
  const numbers = createDailyNumbers(db);

  return {
    async page(player: Player, page: number) {
      const today = utcDate();
      const first = await numbers.firstDay();
      const empty = { days: [], page, pageSize: ARCHIVE_PAGE_SIZE, total: 0 };
      if (!first) return empty;
      const past = db.selectFrom('daily_challenges').where('date', '<', today).where('date', '>=', first);
      const { n } = await past.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await past
        .select('date')
        .orderBy('date', 'desc')
        .limit(ARCHIVE_PAGE_SIZE)
        .offset((page - 1) * ARCHIVE_PAGE_SIZE)
        .execute();
      const dates = rows.map((r) => r.date);
      const plays = await createPlaysRepository(db).dayPlays(player, dates);
      const days: ArchiveDay[] = dates.map((date) => {
        // A finished play wins over an unfinished one (a live daily left unfinished continues in the archive).
        const mine = plays.filter((p) => p.day === date).sort((a, b) => Number(b.status === 'finished') - Number(a.status === 'finished'))[0];
        const mark: ArchiveMark = !mine ? 'new' : mine.status === 'finished' ? 'finished' : 'started';
        return { date, number: puzzleNumber(first, date), mark, score: mine ? mine.score : null, onTheDay: mine?.mode === 'daily' && mine.status === 'finished' };
      });
      return { days, page, pageSize: ARCHIVE_PAGE_SIZE, total: Number(n) };
    },
  };
}
