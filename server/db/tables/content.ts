/** Table types: Reviews, their images, the daily calendar and the title catalogue. Booleans are 0/1 integers and timestamps ISO-8601 text on both engines. */
import type { Generated } from 'kysely';

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

/** Titles this installation added to the autocomplete catalogue (migration 0012). */
export interface CatalogueTitlesTable {
  title_key: string;
  title: string;
  created_at: string;
}

/** Demo games already offered to this database by a seed (see migration 0008). */
export interface DemoGamesTable {
  slug: string;
  seeded_at: string;
}
