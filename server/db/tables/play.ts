/** Table types: Plays, their reviews, scores and the counts kept for ranks and the admin chart. Booleans are 0/1 integers and timestamps ISO-8601 text on both engines. */
import type { Generated } from 'kysely';

export interface PlaysTable {
  id: string;
  user_id: string | null;
  guest_id: string | null;
  mode: string; // 'daily' | 'freeplay' | 'archive' (a past day's daily played later)
  language: string;
  day: string; // UTC date the play started
  daily_key: string | null; // `${userId}:${day}` for a signed-in daily: one per user per day
  score: Generated<number>;
  streak: Generated<number>;
  max_streak: Generated<number>;
  reviews_completed: Generated<number>;
  reviews_skipped: Generated<number>;
  hints_used: Generated<number>;
  /** Unpaid cost of reveals and skips made at a low score, taken from the next points earned. */
  owed: Generated<number>;
  reviews_correct: Generated<number>;
  /** 1: hard mode (one screenshot, no jokers, correct answers multiplied); fixed once anything is played. */
  hard: Generated<number>;
  /** 1 once the play's screenshots have been served: hard mode can no longer be switched on. */
  served: Generated<number>;
  status: string; // 'active' | 'finished'
  created_at: string;
  updated_at: string;
}

export interface PlayReviewsTable {
  play_id: string;
  review_id: string;
  position: number;
  revealed: Generated<number>;
  hint_used: Generated<number>;
  outcome: string; // 'pending' | 'correct' | 'incorrect' | 'skipped'
  answer: string | null;
  points: Generated<number>;
  created_at: string;
  resolved_at: string | null;
}

export interface ScoresTable {
  id: string;
  user_id: string;
  play_id: string;
  game_mode: string;
  score: number;
  reviews_completed: number;
  reviews_skipped: number;
  hints_used: number;
  max_streak: number;
  /** 1 when the play was in hard mode (marked on the leaderboard). */
  hard: Generated<number>;
  day: string;
  created_at: string;
}

/** How many users have each total score (rank without counting every user). */
export interface ScoreCountsTable {
  total_score: number;
  users: number;
}

/** The same counts per bucket of RANK_BUCKET_WIDTH points. */
export interface ScoreBucketCountsTable {
  bucket: number;
  users: number;
}

/** Answers per UTC day (the admin chart), spread over a few slots summed on read (migration 0010). */
export interface AnswerDayCountsTable {
  day: string;
  slot: number;
  plays: Generated<number>;
  correct: Generated<number>;
}
