import { randomInt } from 'node:crypto';
import { DAILY_REVIEW_COUNT, SCORING, utcDate, type Language } from '../../../shared/constants';
import { scoreAction, type Action } from '../../../shared/scoring';
import { isCorrectAnswer, type TitleIndex } from '../../../shared/answer-matching';
import type { GameState, Outcome } from '../../../shared/schemas/game';
import { lockKey, type Db, type DbEngine } from '../../db/database';
import type { PlayReviewRow, PlayRow, ReviewRow } from '../../db/schema';
import { AppError, playerError, badRequest, notFound, conflict } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { countAnswerOnDay } from '../analytics/answer-day-counts';
import { createChallengesRepository } from './challenges.repository';
import { createDailyNumbers, puzzleNumber } from './daily-numbers';
import { planDays } from './daily-plan';
import { createGuestCarryOver } from './guest-carry-over';
import { recordPlayScore } from './play-scores';
import { imagesIn, narrowOfShown, toPlayable, toPlayables, type NarrowVersions } from './playable-reviews';
import { createPlaysRepository, dayKey, type Player } from './plays.repository';
import { createUsersRepository, type UsersRepository } from '../auth/users.repository';

export type PlayService = ReturnType<typeof createPlayService>;


/** How a player opens a day's daily: the review language, hard mode (absent: unchanged), and a preview for the start screen. */
export interface DayChoice {
  language: Language;
  hard?: boolean;
  preview?: boolean;
}

function stateOf(play: PlayRow): GameState {
  return {
    score: play.score,
    streak: play.streak,
    maxStreak: play.max_streak,
    reviewsCompleted: play.reviews_completed,
    reviewsSkipped: play.reviews_skipped,
    hintsUsed: play.hints_used,
    reviewsCorrect: play.reviews_correct,
    owed: play.owed,
  };
}

function parseAliases(review: ReviewRow): string[] {
  try {
    const parsed: unknown = JSON.parse(review.aliases);
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

const FAR_FUTURE = '9999-12-31';

/** A play of a day's challenge, live or from the archive: three reviews, finished when all are resolved. */
const isDayPlay = (play: PlayRow) => play.mode === 'daily' || play.mode === 'archive';

/** Free play works even when there are too few reviews for a daily. */
function ignoreNoDaily(err: unknown): void {
  if (err instanceof AppError && err.code === 'NO_ACTIVE_REVIEWS') return;
  throw err;
}

/**
 * `titles`: the autocomplete catalogue indexed for answer matching (see content/catalogue.ts);
 * `pickSecret`: the installation's secret that keys the automatic daily pick (daily-plan.ts).
 */
export function createPlayService(deps: { db: Db; users: UsersRepository; engine?: DbEngine; titles: () => Promise<TitleIndex>; pickSecret: string; narrowVersions: NarrowVersions }) {
  const { db } = deps;
  const reviews = createReviewsRepository(db);
  const challenges = createChallengesRepository(db);
  const numbers = createDailyNumbers(db);

  /**
   * Runs `fn` in one transaction holding the player's lock, so one player's calls apply one after
   * another: without it, PostgreSQL's concurrent transactions lose updates (a reveal sent with an
   * answer was free) and parallel loads served several reviews at once.
   */
  function asPlayer<T>(player: Player, fn: (trx: Db) => Promise<T>): Promise<T> {
    return db.transaction().execute(async (trx) => {
      await lockKey(trx, deps.engine ?? 'sqlite', player.userId ? `play:u:${player.userId}` : `play:g:${player.guestId}`);
      return fn(trx);
    });
  }

  /** The submitter's name shown once a puzzle is resolved (only set when they agreed to it). */
  async function creditOf(review: ReviewRow): Promise<string | null> {
    if (!review.credit_user_id) return null;
    return (await deps.users.findById(review.credit_user_id))?.username ?? null;
  }

  // The day whose coming challenges this process has planned (daily-plan.ts): a stored challenge is
  // never removed on its day (only a non-active one can be deleted), so nothing need be asked again
  // until midnight.
  let plannedDay: string | null = null;
  async function ensurePlanned(date: string): Promise<void> {
    if (plannedDay === date) return;
    await planDays(db, deps.pickSecret, date);
    plannedDay = date;
  }

  /** Today's challenge: the scheduled one, or the one picked ahead with the secret (stored so it holds all day). */
  async function todaysReviewIds(date: string): Promise<string[]> {
    await ensurePlanned(date);
    const stored = await challenges.findByDate(date);
    if (stored && stored.reviewIds.length === DAILY_REVIEW_COUNT) return stored.reviewIds;
    throw playerError('NO_ACTIVE_REVIEWS', 'noDailyYet');
  }

  /** A past day's challenge, as it was served that day; only days since the game's first daily. */
  async function pastReviewIds(date: string): Promise<string[]> {
    const first = await numbers.firstDay();
    const challenge = first && date >= first ? await challenges.findByDate(date) : undefined;
    if (!challenge || challenge.reviewIds.length !== DAILY_REVIEW_COUNT) throw notFound('noDayChallenge');
    return challenge.reviewIds;
  }

  /**
   * The player's play of a day: today's is the live daily; a past day's is an archive play. A past
   * day finished live is shown as it ended; one left unfinished on its day continues as an archive play.
   */
  async function openDay(trx: Db, player: Player, date: string, choice: DayChoice, reviewIds: string[]): Promise<PlayRow | undefined> {
    const plays = createPlaysRepository(trx);
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
      id,
      user_id: player.userId ?? null,
      guest_id: player.guestId ?? null,
      mode,
      language: choice.language,
      hard: choice.hard ? 1 : 0,
      day: date,
      daily_key: player.userId ? dayKey(player.userId, date, mode) : null,
      status: 'active',
      created_at: now,
      updated_at: now,
    });
    await plays.insertPlayReviews(reviewIds.map((review_id, i) => ({ play_id: id, review_id, position: i + 1, outcome: 'pending', created_at: now })));
    return plays.findById(id);
  }

  /** Finds the entry for a review in the player's current plays, preferring a pending one. */
  async function findEntry(trxDb: Db, player: Player, reviewId: string, day?: string) {
    const plays = createPlaysRepository(trxDb);
    const today = utcDate();
    // A past day's review is looked up in that day's archive play only (it may be in free play too).
    const entries = day && day < today ? await plays.archiveEntriesFor(player, reviewId, day) : await plays.entriesFor(player, reviewId, today);
    const entry = entries.find((e) => e.outcome === 'pending') ?? entries[0];
    if (!entry) throw notFound('notServed');
    const play = await plays.findById(entry.play_id);
    // A day's play opened only as a preview has served no screenshot: nothing on it can be acted on yet.
    if (!play || play.served === 0) throw notFound('notServed');
    // A free-play review that entered today's or a coming daily (an admin scheduled it) is closed
    // without its answer: free play must never teach a daily's answers.
    if (play.mode === 'freeplay' && entry.outcome === 'pending' && (await inComingDaily(trxDb, reviewId))) throw playerError('REVIEW_WITHDRAWN', 'reviewWithdrawn');
    const review = await createReviewsRepository(trxDb).findById(reviewId);
    if (!review) throw notFound('reviewNotFound');
    return { entry, play, review, plays };
  }

  /** True when a review is in today's or a stored coming daily (closed to free play). */
  /** The reviews free play keeps out: today's (planned first if need be) and the stored coming dailies'. */
  async function closedToFreeplay(): Promise<string[]> {
    const today = utcDate();
    await ensurePlanned(today).catch(ignoreNoDaily);
    return challenges.reviewIdsUsedBetween(today, FAR_FUTURE);
  }

  async function inComingDaily(trxDb: Db, reviewId: string): Promise<boolean> {
    return (await createChallengesRepository(trxDb).datesUsing(reviewId, utcDate())).length > 0;
  }

  /** After a resolution: a daily whose reviews are all resolved is finished and scored. */
  async function finishDailyIfDone(trxDb: Db, play: PlayRow): Promise<boolean> {
    if (!isDayPlay(play)) return false;
    const plays = createPlaysRepository(trxDb);
    const entries = await plays.playReviews(play.id);
    if (entries.some((e) => e.outcome === 'pending')) return false;
    if (await plays.finishPlay(play.id, nowIso())) await recordPlayScore(trxDb, play, play.score);
    return true;
  }

  /**
   * Ends a pending entry with `resolution` (shared/scoring.ts) and stores the play's new figures.
   * Review figures and the admin chart count signed-in players only: nothing an anonymous client
   * sends steers the difficulty from data, the automatic pick or the analytics.
   */
  async function applyResolution(trx: Db, play: PlayRow, entry: PlayReviewRow, resolution: Action, answer: string | null) {
    const plays = createPlaysRepository(trx);
    const scored = scoreAction(stateOf(play), resolution, { hard: play.hard === 1 });
    const outcome: Outcome = resolution.kind === 'correct' ? 'correct' : resolution.kind === 'wrong' ? 'incorrect' : 'skipped';
    const now = nowIso();
    if (!(await plays.resolveEntry(play.id, entry.review_id, { outcome, points: scored.points, answer, resolved_at: now }))) {
      throw conflict('reviewJustAnswered');
    }
    const changes = {
      score: scored.state.score,
      streak: scored.state.streak,
      max_streak: scored.state.maxStreak,
      reviews_completed: scored.state.reviewsCompleted,
      reviews_skipped: scored.state.reviewsSkipped,
      reviews_correct: scored.state.reviewsCorrect,
      owed: scored.state.owed,
      updated_at: now,
    };
    await plays.updatePlay(play.id, changes);
    const next: PlayRow = { ...play, ...changes };
    if (play.user_id) {
      await createReviewsRepository(trx).countPlay(entry.review_id, { played: 1, correct: outcome === 'correct' ? 1 : 0, skips: outcome === 'skipped' ? 1 : 0 });
      await countAnswerOnDay(trx, now.slice(0, 10), outcome === 'correct');
    }
    return { play: next, entry: { ...entry, outcome, points: scored.points }, owedPaid: scored.earned - Math.max(0, scored.points) };
  }

  async function resolve(player: Player, reviewId: string, day: string | undefined, action: { kind: 'verify'; answer: string } | { kind: 'skip' }) {
    // Read before the transaction: on SQLite the catalogue query would wait for it forever.
    const titles = action.kind === 'verify' ? await deps.titles() : undefined;
    return asPlayer(player, async (trx) => {
      const { entry, play, review, plays } = await findEntry(trx, player, reviewId, day);
      if (entry.outcome !== 'pending') {
        // Replays return the recorded result and count nothing twice.
        return { entry, play, review, finished: play.status === 'finished', owedPaid: 0 };
      }
      if (action.kind === 'skip' && play.hard === 1) throw badRequest('hardModeNoHelp');
      if (action.kind === 'skip' && isDayPlay(play) && entry.position === DAILY_REVIEW_COUNT) throw badRequest('noMoreReviews');
      let resolution: Action = { kind: 'skip' };
      if (action.kind === 'verify') {
        const correct = titles !== undefined && isCorrectAnswer(action.answer, review.game_name, parseAliases(review), titles);
        // Practice scores a review once per account: a repeat earns nothing (docs/rules.md).
        const repeat = correct && play.mode === 'freeplay' && (await plays.resolvedInPractice(player, reviewId));
        resolution = correct ? { kind: 'correct', repeat } : { kind: 'wrong' };
      }
      const r = await applyResolution(trx, play, entry, resolution, action.kind === 'verify' ? action.answer : null);
      const finished = await finishDailyIfDone(trx, r.play);
      return { entry: r.entry, play: r.play, review, finished, owedPaid: r.owedPaid };
    });
  }

  /**
   * A free-play review left unanswered (a new session, or the session ended) counts as a skip, so
   * leaving never shows a new review for free; one withdrawn into a daily is dropped instead.
   */
  async function closePending(trx: Db, play: PlayRow): Promise<PlayRow> {
    const plays = createPlaysRepository(trx);
    const pending = (await plays.playReviews(play.id)).find((e) => e.outcome === 'pending');
    if (!pending) return play;
    if (await inComingDaily(trx, pending.review_id)) {
      await plays.deletePendingEntry(play.id, pending.review_id);
      return play;
    }
    return (await applyResolution(trx, play, pending, { kind: 'skip' }, null)).play;
  }

  /**
   * Ends any active free-play session (charging a pending review as a skip, saving a signed-in
   * player's progress) and starts a fresh one, which carries the points still owed: a skip's cost
   * stays on the account (docs/rules.md).
   */
  async function startFreeplayIn(trx: Db, player: Player, language: Language): Promise<PlayRow> {
    const plays = createPlaysRepository(trx);
    const active = await plays.findActiveFreeplay(player);
    let owed = (await plays.latestFreeplay(player))?.owed ?? 0;
    if (active) {
      const closed = await closePending(trx, active);
      owed = closed.owed;
      if ((await plays.finishPlay(active.id, nowIso())) && closed.reviews_completed > 0) await recordPlayScore(trx, closed, closed.score);
    }
    const now = nowIso();
    const play: PlayRow = {
      id: newId(), user_id: player.userId ?? null, guest_id: player.guestId ?? null, mode: 'freeplay', language, day: utcDate(),
      daily_key: null, score: 0, streak: 0, max_streak: 0, reviews_completed: 0, reviews_skipped: 0, hints_used: 0, owed, reviews_correct: 0,
      hard: 0, served: 1, status: 'active', created_at: now, updated_at: now,
    };
    await plays.insertPlay(play);
    return play;
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
      const found = await createPlaysRepository(db).findWithEntries(player, { day: date });
      // Resuming a play whose screenshots are served, with nothing to change, writes nothing: it is
      // read in one statement, without the player's lock (asking for hard mode goes the long way).
      if (found && found.play.served === 1 && (!choice.hard || found.play.hard === 1)) {
        return dayView(db, found.play, found.entries, date, today, await numbers.served(today));
      }
      reviewIds = found ? [] : await todaysReviewIds(date);
    } else reviewIds = await pastReviewIds(date);
    const firstDay = await numbers.served(today);
    return asPlayer(player, async (trx) => {
      const plays = createPlaysRepository(trx);
      let play = await openDay(trx, player, date, choice, reviewIds);
      if (!play) throw conflict('dailyChanged');
      const entries = await plays.playReviews(play.id);
      const open = play.status === 'active' && play.served === 0;
      const untouched = play.status === 'active' && entries.every((e) => e.outcome === 'pending' && e.revealed <= 1 && e.hint_used === 0);
      const changes: Partial<Pick<PlayRow, 'language' | 'hard' | 'served'>> = {};
      // Asking for hard mode after a look is refused (a play already under way just resumes as it is).
      if (choice.hard && play.hard === 0 && !open && untouched) throw badRequest('hardModeTooLate');
      if (open && play.language !== choice.language) changes.language = choice.language;
      if (open && choice.hard !== undefined && (play.hard === 1) !== choice.hard) changes.hard = choice.hard ? 1 : 0;
      if (!choice.preview && play.served === 0) changes.served = 1;
      if (Object.keys(changes).length > 0) {
        await plays.updatePlay(play.id, { ...changes, updated_at: nowIso() });
        play = { ...play, ...changes };
      }
      return dayView(trx, play, entries, date, today, firstDay);
    });
  }

  /** What the player is sent of a day's play: its reviews once served, its figures and its settings. */
  async function dayView(dbOrTrx: Db, play: PlayRow, entries: PlayReviewRow[], date: string, today: string, firstDay: string) {
    const shown = play.served === 1 ? entries : [];
    return {
      reviews: await toPlayables(createReviewsRepository(dbOrTrx), deps.narrowVersions, shown, play.language),
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

  return {
    /** Moves a guest's plays to the account they signed up with or logged in to (see guest-carry-over.ts). */
    carryOverGuest: createGuestCarryOver({ db, engine: deps.engine ?? 'sqlite' }),

    /** Makes sure today's challenge exists (scheduled or picked); returns its review ids. */
    ensureToday: () => todaysReviewIds(utcDate()),

    /**
     * Active review counts per language: all of them (what a daily can be made of) and those free
     * play can serve (today's and the stored coming dailies' reviews stay out of it).
     */
    async languages(): Promise<{ all: Record<string, number>; freeplay: Record<string, number> }> {
      const dailyIds = await closedToFreeplay();
      const [all, freeplay] = await Promise.all([reviews.activeCountsByLanguage(), reviews.activeCountsByLanguage(dailyIds)]);
      return { all, freeplay };
    },

    /** Starts or resumes today's daily for the player, in the requested language while nothing is played yet. */
    daily: (player: Player, choice: DayChoice) => day(player, utcDate(), choice),

    day,

    /** The caller's active free-play session with a review on screen (left by a reload), to resume it. Reads only. */
    async activeFreeplay(player: Player) {
      const plays = createPlaysRepository(db);
      const play = await plays.findActiveFreeplay(player);
      const pending = play && (await plays.playReviews(play.id)).some((e) => e.outcome === 'pending');
      return { session: play && pending ? { language: play.language as Language, state: stateOf(play) } : null };
    },

    /** Ends any active free-play session (saving a signed-in player's progress) and starts a fresh one. */
    async startFreeplay(player: Player, language: Language) {
      return asPlayer(player, async (trx) => ({ state: stateOf(await startFreeplayIn(trx, player, language)) }));
    },

    /**
     * Serves a random active review not yet played (or the one still pending in this session). The
     * player's own history decides what is left: `exclude` ids count only where the player was
     * served them, so no client steers which review comes next.
     */
    async random(player: Player, language: Language, exclude: string[]) {
      // Settled before taking the player's lock, like the daily itself.
      const dailyIds = await closedToFreeplay();
      // The review still pending in the session is served again as it is: that writes nothing, so
      // it is read in one statement without the player's lock.
      const active = await createPlaysRepository(db).findWithEntries(player, 'active freeplay');
      const stillPending = active?.entries.find((e) => e.outcome === 'pending');
      if (active && stillPending && !dailyIds.includes(stillPending.review_id)) {
        return { ...(await toPlayable(reviews, deps.narrowVersions, stillPending, active.play.language)), state: stateOf(active.play) };
      }
      return asPlayer(player, async (trx) => {
        const plays = createPlaysRepository(trx);
        const repo = createReviewsRepository(trx);
        let play = (await plays.findActiveFreeplay(player)) ?? (await startFreeplayIn(trx, player, language));
        let entries = await plays.playReviews(play.id);
        const pending = entries.find((e) => e.outcome === 'pending');
        if (pending && dailyIds.includes(pending.review_id)) {
          // It entered a daily since it was served: closed without its answer, another one comes.
          await plays.deletePendingEntry(play.id, pending.review_id);
          entries = entries.filter((e) => e !== pending);
        } else if (pending) return { ...(await toPlayable(repo, deps.narrowVersions, pending, play.language)), state: stateOf(play) };
        if (play.language !== language) {
          await plays.updatePlay(play.id, { language, updated_at: nowIso() });
          play = { ...play, language };
        }

        const candidates = await repo.activeIdsIn(language);
        if (candidates.length === 0) throw playerError('NO_ACTIVE_REVIEWS', 'noActiveReviews');
        const served = await plays.freeplayServed(player);
        const excluded = new Set([...exclude.filter((id) => served.has(id)), ...entries.map((e) => e.review_id)]);
        // Today's daily and every stored coming one stay out of free play, for everyone: free play
        // must never teach a daily's answers (nor hold a second open entry for the same review).
        for (const id of dailyIds) excluded.add(id);
        if (player.userId) {
          const since = (await createUsersRepository(trx).findById(player.userId))?.history_reset_at ?? null;
          for (const [id, last] of served) if (!since || last > since) excluded.add(id);
        }
        const remaining = candidates.filter((id) => !excluded.has(id));
        if (remaining.length === 0) {
          throw playerError('ALL_COMPLETED', 'allCompleted', {}, { allCompleted: true });
        }
        const reviewId = remaining[randomInt(remaining.length)]!;
        const entry: PlayReviewRow = {
          play_id: play.id, review_id: reviewId, position: entries.length + 1, revealed: 1, hint_used: 0,
          outcome: 'pending', answer: null, points: 0, created_at: nowIso(), resolved_at: null,
        };
        await plays.insertPlayReviews([entry]);
        return { ...(await toPlayable(repo, deps.narrowVersions, entry, play.language)), state: stateOf(play) };
      });
    },

    async verify(player: Player, reviewId: string, answer: string, day?: string) {
      const r = await resolve(player, reviewId, day, { kind: 'verify', answer });
      return {
        isCorrect: r.entry.outcome === 'correct',
        correctAnswer: r.review.game_name,
        points: Math.max(0, r.entry.points),
        owedPaid: r.owedPaid,
        gameImage: r.review.game_image,
        submittedBy: await creditOf(r.review),
        state: stateOf(r.play),
        finished: r.finished,
      };
    },

    async skip(player: Player, reviewId: string, day?: string) {
      const r = await resolve(player, reviewId, day, { kind: 'skip' });
      return { correctAnswer: r.review.game_name, gameImage: r.review.game_image, submittedBy: await creditOf(r.review), state: stateOf(r.play), finished: r.finished };
    },

    /** The genre hint: costs 20 once per review and needs a score of at least 20. */
    async hint(player: Player, reviewId: string, day?: string) {
      return asPlayer(player, async (trx) => {
        const { entry, play, review, plays } = await findEntry(trx, player, reviewId, day);
        if (entry.hint_used === 1 || entry.outcome !== 'pending') return { genre: review.genre, state: stateOf(play) };
        const scored = scoreAction(stateOf(play), { kind: 'hint' }, { hard: play.hard === 1 });
        if (scored.refused) throw badRequest(scored.refused, { cost: SCORING.hintCost });
        await plays.updateEntry(play.id, reviewId, { hint_used: 1 });
        await plays.updatePlay(play.id, { score: scored.state.score, hints_used: scored.state.hintsUsed, updated_at: nowIso() });
        if (play.user_id) await createReviewsRepository(trx).countPlay(review.id, { hints: 1 });
        return { genre: review.genre, state: scored.state };
      });
    },

    /** Reveals the next screenshot of a pending review for 25 points. */
    async reveal(player: Player, reviewId: string, day?: string) {
      return asPlayer(player, async (trx) => {
        const { entry, play, plays } = await findEntry(trx, player, reviewId, day);
        if (entry.outcome !== 'pending') throw badRequest('reviewFinished');
        const scored = scoreAction(stateOf(play), { kind: 'reveal' }, { hard: play.hard === 1 });
        if (scored.refused) throw badRequest(scored.refused);
        const repo = createReviewsRepository(trx);
        const { images } = await imagesIn(repo, reviewId, play.language);
        if (entry.revealed >= images.length) throw badRequest('noMoreScreenshots');
        const revealed = entry.revealed + 1;
        const { score, owed } = scored.state;
        await plays.updateEntry(play.id, reviewId, { revealed });
        await plays.updatePlay(play.id, { score, owed, updated_at: nowIso() });
        const shown = images.slice(0, revealed);
        return {
          reviewImages: shown.map((i) => i.imagePath),
          reviewImageAlts: shown.map((i) => i.altText),
          reviewImagesNarrow: await narrowOfShown(deps.narrowVersions, shown.map((i) => i.imagePath)),
          maxReviews: images.length,
          state: stateOf({ ...play, score, owed }),
        };
      });
    },

    /**
     * Ends the active free-play session of a signed-in player (a review left pending counts as a
     * skip) and records its score as practice (a claim may only lower it).
     */
    async endFreeplay(userId: string, claimedScore: number) {
      return asPlayer({ userId }, async (trx) => {
        const plays = createPlaysRepository(trx);
        const active = await plays.findActiveFreeplay({ userId });
        const play = active && (await closePending(trx, active));
        if (!play || play.reviews_completed + play.reviews_skipped === 0) throw badRequest('nothingToSave');
        if (!(await plays.finishPlay(play.id, nowIso()))) throw conflict('sessionAlreadySaved');
        await recordPlayScore(trx, play, Math.min(play.score, claimedScore));
        return play.id;
      });
    },

    /** The signed-in player's finished daily play for today, if any. */
    async finishedDaily(userId: string) {
      const play = await createPlaysRepository(db).findDaily({ userId }, utcDate());
      return play?.status === 'finished' ? play : undefined;
    },
  };
}
