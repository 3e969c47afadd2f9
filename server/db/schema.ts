import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Row types. Booleans are stored as 0/1 integers and timestamps as ISO-8601 text on both engines. */
export interface UsersTable {
  id: string;
  username: string;
  username_key: string;
  email: string;
  email_key: string;
  password_hash: string;
  is_admin: number;
  total_score: Generated<number>;
  /** Ranked: daily scores and dailies played on their day (migration 0011). */
  games_played: Generated<number>;
  /** Free-play points: practice, shown on the profile, never ranked. */
  practice_score: Generated<number>;
  /** Free-play history before this instant is forgotten (Reset History). */
  history_reset_at: string | null;
  created_at: string;
  /** Consecutive UTC days with a finished daily, ending on last_daily_day (stored when a daily is recorded). */
  day_streak: Generated<number>;
  last_daily_day: string | null;
  /** The interface language the player chose (migration 0007); null until they choose one. */
  interface_language: string | null;
  /** Raised to end every token issued before (migration 0013); tokens carry the version they were issued at. */
  token_version: Generated<number>;
  /** Set when the player deleted the account: the row stays, emptied, so their submissions keep a (nameless) author. */
  deleted_at: Generated<string | null>;
}

/** Single-use e-mail links (migration 0013): only the SHA-256 of the token is stored. */
export interface AccountTokensTable {
  token_hash: string;
  user_id: string;
  purpose: string; // 'password-reset' | 'email-change'
  new_email: string | null;
  expires_at: string;
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

export interface ReviewsTable {
  id: string;
  game_name: string;
  genre: string;
  game_image: string | null;
  difficulty: string;
  aliases: string; // JSON array of strings
  is_active: number;
  times_played: Generated<number>;
  times_correct: Generated<number>;
  skips: Generated<number>;
  hints: Generated<number>;
  source: string; // 'admin' | 'seed' | 'import' | 'submission'
  /** The submitter shown as "submitted by" once the puzzle is resolved (only if they agreed). */
  credit_user_id: Generated<string | null>;
  /** Set when an admin deleted a review that had been played: kept for past days and history, never served again. */
  retired_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface ReviewImagesTable {
  review_id: string;
  language: string;
  slot: number;
  image_path: string;
  alt_text: string | null;
}

export interface DailyChallengesTable {
  id: string;
  date: string;
  is_active: number;
  source: string; // 'admin' | 'auto' (picked by the server when no challenge was scheduled)
  created_at: string;
}

export interface DailyChallengeReviewsTable {
  challenge_id: string;
  position: number;
  review_id: string;
}

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

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  handled: Generated<number>;
  user_id: string | null;
  created_at: string;
}

/** Titles this installation added to the autocomplete catalogue (migration 0012). */
export interface CatalogueTitlesTable {
  title_key: string;
  title: string;
  created_at: string;
}

export interface SubmissionUploadsTable {
  image_path: string;
  user_id: string;
  width: number;
  height: number;
  created_at: string;
}

export interface SubmissionsTable {
  id: string;
  user_id: string;
  language: string;
  game_name: string;
  new_title: number;
  genre: string;
  kind: string; // 'screenshots' | 'text'
  credit: number;
  difficulty: string;
  aliases: string; // JSON array of strings
  state: string; // 'pending' | 'approved' | 'refused'
  refusal_reason: string | null;
  refusal_note: string | null;
  review_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubmissionImagesTable {
  submission_id: string;
  slot: number;
  image_path: string;
  alt_text: string | null;
}

export interface ModeratorLanguagesTable {
  user_id: string;
  language: string;
  granted_by: string;
  created_at: string;
}

export interface ModerationLogTable {
  id: string;
  actor_id: string;
  actor_name: string;
  action: string;
  language: string | null;
  submission_id: string | null;
  detail: string;
  created_at: string;
}

/** Answers per UTC day (the admin chart), spread over a few slots summed on read (migration 0010). */
export interface AnswerDayCountsTable {
  day: string;
  slot: number;
  plays: Generated<number>;
  correct: Generated<number>;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

/** Demo games already offered to this database by a seed (see migration 0008). */
export interface DemoGamesTable {
  slug: string;
  seeded_at: string;
}

/** A private group with its own boards (migration 0014); the invite code is the only way in. */
export interface LeaguesTable {
  id: string;
  name: string;
  owner_id: string;
  invite_code: string;
  created_at: string;
}

export interface LeagueMembersTable {
  league_id: string;
  user_id: string;
  joined_at: string;
}

/** A player's challenge link to one day's daily (migration 0014). */
export interface FriendChallengesTable {
  code: string;
  user_id: string;
  day: string;
  created_at: string;
}

/** A player's report on a puzzle they played to its end (migration 0014); one per player per review. */
export interface PuzzleReportsTable {
  id: string;
  review_id: string;
  user_id: string;
  /** The language of the play the review was served in: its moderators see the report. */
  language: string;
  reason: string;
  note: string;
  created_at: string;
}

export interface Database {
  app_settings: AppSettingsTable;
  users: UsersTable;
  reviews: ReviewsTable;
  review_images: ReviewImagesTable;
  daily_challenges: DailyChallengesTable;
  daily_challenge_reviews: DailyChallengeReviewsTable;
  plays: PlaysTable;
  play_reviews: PlayReviewsTable;
  scores: ScoresTable;
  score_counts: ScoreCountsTable;
  score_bucket_counts: ScoreBucketCountsTable;
  catalogue_titles: CatalogueTitlesTable;
  contact_messages: ContactMessagesTable;
  demo_games: DemoGamesTable;
  submission_uploads: SubmissionUploadsTable;
  submissions: SubmissionsTable;
  submission_images: SubmissionImagesTable;
  moderator_languages: ModeratorLanguagesTable;
  moderation_log: ModerationLogTable;
  answer_day_counts: AnswerDayCountsTable;
  account_tokens: AccountTokensTable;
  leagues: LeaguesTable;
  league_members: LeagueMembersTable;
  friend_challenges: FriendChallengesTable;
  puzzle_reports: PuzzleReportsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type PlayRow = Selectable<PlaysTable>;
export type PlayReviewRow = Selectable<PlayReviewsTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;
