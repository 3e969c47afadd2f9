/** Table types: Accounts and the installation's settings. Booleans are 0/1 integers and timestamps ISO-8601 text on both engines. */
import type { Generated } from 'kysely';

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

export interface AppSettingsTable {
  key: string;
  value: string;
}
