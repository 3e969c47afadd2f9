/**
 * The database as Kysely sees it: every table by name, and the row types the repositories share.
 * The table types live by domain in `server/db/tables/`. Booleans are stored as 0/1 integers and
 * timestamps as ISO-8601 text on both engines.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AccountTokensTable, AppSettingsTable, UsersTable } from './tables/accounts';
import type { CatalogueTitlesTable, DailyChallengeReviewsTable, DailyChallengesTable, DemoGamesTable, ReviewImagesTable, ReviewsTable } from './tables/content';
import type { AnswerDayCountsTable, PlayReviewsTable, PlaysTable, ScoreBucketCountsTable, ScoreCountsTable, ScoresTable } from './tables/play';
import type { ContactMessagesTable, FriendChallengesTable, LeagueMembersTable, LeagueScoresTable, LeaguesTable, ModerationLogTable, ModeratorLanguagesTable, PuzzleReportsTable, SubmissionImagesTable, SubmissionUploadsTable, SubmissionsTable } from './tables/community';

export type * from './tables/accounts';
export type * from './tables/content';
export type * from './tables/play';
export type * from './tables/community';

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
  league_scores: LeagueScoresTable;
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
