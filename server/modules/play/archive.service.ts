import { utcDate } from '../../../shared/constants';
import { ARCHIVE_PAGE_SIZE, type ArchiveDay, type ArchiveMark } from '../../../shared/schemas/archive';
import { puzzleNumber, type createDailyNumbers } from '../challenges/daily-numbers';
import type { PlayRepos } from './play-unit';
import type { Player } from './player';

export type ArchiveService = ReturnType<typeof createArchiveService>;

/** The archive: every past daily (since the game's first), newest first, with the player's marks. */
export function createArchiveService(deps: { read: Pick<PlayRepos, 'plays' | 'stats'>; numbers: ReturnType<typeof createDailyNumbers> }) {
  const { read, numbers } = deps;

  return {
    async page(player: Player, page: number) {
      const today = utcDate();
      const first = await numbers.firstDay();
      const empty = { days: [], page, pageSize: ARCHIVE_PAGE_SIZE, total: 0 };
      if (!first) return empty;
      const { dates, total } = await read.stats.pastDays(first, today, page);
      const plays = await read.plays.dayPlays(player, dates);
      const days: ArchiveDay[] = dates.map((date) => {
        // A finished play wins over an unfinished one (a live daily left unfinished continues in the archive).
        const mine = plays.filter((p) => p.day === date).sort((a, b) => Number(b.status === 'finished') - Number(a.status === 'finished'))[0];
        const mark: ArchiveMark = !mine ? 'new' : mine.status === 'finished' ? 'finished' : 'started';
        return { date, number: puzzleNumber(first, date), mark, score: mine ? mine.score : null, onTheDay: mine?.mode === 'daily' && mine.status === 'finished' };
      });
      return { days, page, pageSize: ARCHIVE_PAGE_SIZE, total };
    },
  };
}
