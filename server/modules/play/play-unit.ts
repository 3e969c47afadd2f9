import type { UnitOfWork } from '../../db/unit-of-work';
import type { UsersRepository } from '../auth/users.repository';
import type { ReviewsRepository } from '../reviews/reviews.repository';
import type { ScoreRecorder } from '../scores/scores.service';
import type { ChallengesRepository } from '../challenges/challenges.repository';
import type { Player } from './player';
import type { PlaysRepository } from './plays.repository';
import type { StatsRepository } from './stats.repository';

/** What play asks of the reviews module: the reviews served, their images and figures, and the active counts. */
export type PlayReviews = Pick<ReviewsRepository, 'findById' | 'findByIds' | 'imagesOf' | 'countPlay' | 'activeIdsIn' | 'activeCountsByLanguage'>;

/**
 * The repositories a play call works with, all on one connection: the database for reads, or one
 * transaction (wired in server/context.ts, so play builds no other module's repository).
 */
export interface PlayRepos {
  plays: PlaysRepository;
  /** Figures read from the plays: my stats, a day's community stats, the archive. */
  stats: StatsRepository;
  challenges: ChallengesRepository;
  reviews: PlayReviews;
  /** The submitter's name (credits) and a player's history reset. */
  users: Pick<UsersRepository, 'findById'>;
  /** The scores service's recorder: totals, ranks and day streaks (scores module). */
  scores: ScoreRecorder;
  /** The admin chart's answers per day (analytics module). */
  countAnswer(day: string, correct: boolean): Promise<void>;
}

export type PlayUnit = UnitOfWork<PlayRepos>;

/**
 * The player's lock, held by every call that writes their plays, so one player's calls apply one
 * after another: without it, PostgreSQL's concurrent transactions lose updates (a reveal sent with
 * an answer was free) and parallel loads served several reviews at once.
 */
export const playerLock = (player: Player): string => (player.userId ? `play:u:${player.userId}` : `play:g:${player.guestId}`);
