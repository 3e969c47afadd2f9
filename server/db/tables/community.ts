/** Table types: Submissions and moderation, leagues, challenges, reports and contact messages. Booleans are 0/1 integers and timestamps ISO-8601 text on both engines. */
import type { Generated } from 'kysely';

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
  /**
   * The account's name and all-time figures, kept with every membership (migration 0017) for the
   * league's boards; written where the account's are.
   */
  username: string;
  total_score: number;
  games_played: number;
  day_streak: number;
  last_daily_day: string | null;
  user_created_at: string;
}

/** A member's daily score as their league keeps it (migration 0017): a copy of the scores row, removed with the membership. */
export interface LeagueScoresTable {
  league_id: string;
  day: string;
  user_id: string;
  score: number;
  reviews_completed: number;
  max_streak: number;
  hard: number;
  created_at: string;
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
