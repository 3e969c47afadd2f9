import { utcDate, type Language } from '../../../shared/constants';
import type { PlayReviewRow, PlayRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { puzzleNumber, type createDailyNumbers } from '../challenges/daily-numbers';
import type { DailySchedule } from './daily-schedule';
import { stateOf } from './play-state';
import { playerLock, type PlayRepos, type PlayUnit } from './play-unit';
import { toPlayables, type NarrowVersions } from './playable-reviews';
import { dayKey } from './plays.repository';
import type { Player } from './player';

export type DailyPlayService = ReturnType<typeof createDailyPlayService>;

/** How a player opens a day's daily: the review language, hard mode (absent: unchanged), and a preview for the start screen. */
export interface DayChoice {
  language: Language;
  hard?: boolean;
  preview?: boolean;
}

/**
 * The player's play of a day: today's is the live daily; a past day's is an archive play. A past
 * day finished live is shown as it ended; one left unfinished on its day continues as an archive play.
 */
async function openDay(tx: PlayRepos, player: Player, date: string, choice: DayChoice, reviewIds: string[]): Promise<PlayRow | undefined> {
  const { plays } = tx;
  const mode = date === utcDate() ? 'daily' : 'archive';
  const play = await plays.findDaily(player, date, mode);
  if (play) return play;
  const live = mode === 'archive' ? await plays.findDaily(player, date, 'daily') : undefined;
  if (live?.status === 'finished') return live;
  if (live) {
    const daily_key = player.userId ? dayKey(player.userId, date, 'archive') : null;
    await plays.updatePlay(live.id, { mode, daily_key, updated_at: nowIso() });
    return { ...live, mode, daily_key };
  }
  if (reviewIds.length === 0) return undefined;
  const now = nowIso();
  const id = newId();
  await plays.insertPlay({
    id, user_id: player.userId ?? null, guest_id: player.guestId ?? null, mode, language: choice.language, hard: choice.hard ? 1 : 0, day: date,
    daily_key: player.userId ? dayKey(player.userId, date, mode) : null, status: 'active', created_at: now, updated_at: now,
  });
  await plays.insertPlayReviews(reviewIds.map((review_id, i) => ({ play_id: id, review_id, position: i + 1, outcome: 'pending', created_at: now })));
  return plays.findById(id);
}

/** The daily challenge, today's (live) or a past day's (archive), from its start screen on. */
export function createDailyPlayService(deps: { uow: PlayUnit; schedule: DailySchedule; numbers: ReturnType<typeof createDailyNumbers>; narrowVersions: NarrowVersions }) {
  const { uow, schedule, numbers } = deps;

  /** What the player is sent of a day's play: its reviews once served, its figures and its settings. */
  async function dayView(repos: PlayRepos, play: PlayRow, entries: PlayReviewRow[], date: string, today: string, firstDay: string) {
    const shown = play.served === 1 ? entries : [];
    return {
      reviews: await toPlayables(repos.reviews, deps.narrowVersions, shown, play.language),
      hasCompleted: play.status === 'finished',
      date,
      number: puzzleNumber(firstDay, date),
      isToday: date === today,
      archive: play.mode === 'archive',
      state: stateOf(play),
      language: play.language as Language,
      hard: play.hard === 1,
      hardOpen: play.served === 0 && play.status === 'active',
    };
  }

  /**
   * Starts or resumes a day's daily: today's (live) or a past day's (archive). A future day is refused.
   * The language and hard mode follow the request only until the play's screenshots are first
   * served: one look per screenshot (docs/rules.md), so a play is never reopened in another
   * language for another free first screenshot, nor hard mode dropped after a look. A preview
   * serves no screenshot: the start screen's figures, with the reviews left empty.
   */
  async function day(player: Player, date: string, choice: DayChoice) {
    const today = utcDate();
    if (date > today) throw badRequest('dayNotOutYet');
    // The day's challenge is everyone's: settle it before taking the player's lock.
    let reviewIds: string[];
    if (date === today) {
      const found = await uow.read.plays.findWithEntries(player, { day: date });
      // Resuming a play whose screenshots are served, with nothing to change, writes nothing: it is
      // read in one statement, without the player's lock (asking for hard mode goes the long way).
      if (found && found.play.served === 1 && (!choice.hard || found.play.hard === 1)) {
        return dayView(uow.read, found.play, found.entries, date, today, await numbers.served(today));
      }
      reviewIds = found ? [] : await schedule.todaysReviewIds(date);
    } else reviewIds = await schedule.pastReviewIds(date);
    const firstDay = await numbers.served(today);
    return uow.run(async (tx) => {
      let play = await openDay(tx, player, date, choice, reviewIds);
      if (!play) throw conflict('dailyChanged');
      const entries = await tx.plays.playReviews(play.id);
      const open = play.status === 'active' && play.served === 0;
      const untouched = play.status === 'active' && entries.every((e) => e.outcome === 'pending' && e.revealed <= 1 && e.hint_used === 0);
      const changes: Partial<Pick<PlayRow, 'language' | 'hard' | 'served'>> = {};
      // Asking for hard mode after a look is refused (a play already under way just resumes as it is).
      if (choice.hard && play.hard === 0 && !open && untouched) throw badRequest('hardModeTooLate');
      if (open && play.language !== choice.language) changes.language = choice.language;
      if (open && choice.hard !== undefined && (play.hard === 1) !== choice.hard) changes.hard = choice.hard ? 1 : 0;
      if (!choice.preview && play.served === 0) changes.served = 1;
      if (Object.keys(changes).length > 0) {
        await tx.plays.updatePlay(play.id, { ...changes, updated_at: nowIso() });
        play = { ...play, ...changes };
      }
      return dayView(tx, play, entries, date, today, firstDay);
    }, [playerLock(player)]);
  }

  return {
    day,

    /** Starts or resumes today's daily for the player, in the requested language while nothing is played yet. */
    daily: (player: Player, choice: DayChoice) => day(player, utcDate(), choice),

    /** Makes sure today's challenge exists (scheduled or picked); returns its review ids. */
    ensureToday: () => schedule.todaysReviewIds(utcDate()),

    /** The signed-in player's finished daily play for today, if any. */
    async finishedDaily(userId: string) {
      const play = await uow.read.plays.findDaily({ userId }, utcDate());
      return play?.status === 'finished' ? play : undefined;
    },
  };
}
