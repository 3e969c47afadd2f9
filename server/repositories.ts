import { createAppSettingsRepository } from './db/app-settings';
import type { Db, DbEngine } from './db/database';
import { builtOnFirstUse, unitOfWork, type UnitOfWork } from './db/unit-of-work';
import { createAnswerDayCountsRepository } from './modules/analytics/answer-day-counts.repository';
import { createAccountDataRepository } from './modules/account/account-data.repository';
import { createAccountTokensRepository } from './modules/account/account-tokens.repository';
import { createUsersRepository } from './modules/auth/users.repository';
import { createChallengesRepository } from './modules/challenges/challenges.repository';
import { createContactRepository } from './modules/contact/contact.repository';
import { createLeaguesRepository } from './modules/leagues/leagues.repository';
import { createDemoGamesRepository } from './modules/content/demo-games.repository';
import { createPlaysRepository } from './modules/play/plays.repository';
import { createReportsRepository } from './modules/reports/reports.repository';
import { createPlayFiguresRepository } from './modules/reviews/play-figures.repository';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { createScoreCountsRepository } from './modules/scores/score-counts.repository';
import { createScoresRepository } from './modules/scores/scores.repository';
import { createModeratorsRepository } from './modules/submissions/moderators.repository';
import { createSubmissionsRepository } from './modules/submissions/submissions.repository';

const builders = (engine: DbEngine) => ({
  accountData: createAccountDataRepository,
  accountTokens: createAccountTokensRepository,
  answerDayCounts: createAnswerDayCountsRepository,
  challenges: createChallengesRepository,
  contact: createContactRepository,
  demoGames: createDemoGamesRepository,
  leagues: (db: Db) => createLeaguesRepository(db, engine),
  moderators: createModeratorsRepository,
  playFigures: createPlayFiguresRepository,
  plays: createPlaysRepository,
  reports: createReportsRepository,
  reviews: createReviewsRepository,
  scoreCounts: createScoreCountsRepository,
  scores: createScoresRepository,
  settings: createAppSettingsRepository,
  submissions: createSubmissionsRepository,
  users: createUsersRepository,
});

export type Repositories = { [K in keyof ReturnType<typeof builders>]: ReturnType<ReturnType<typeof builders>[K]> };

const onEngine = { sqlite: builtOnFirstUse<Repositories>(builders('sqlite')), postgres: builtOnFirstUse<Repositories>(builders('postgres')) };

/**
 * Every module's repository on one connection: the database, or a transaction (the unit of work).
 * A module never builds another module's repository: it calls that module's service, or, inside a
 * transaction that writes several modules' rows, uses the repositories the unit of work hands it.
 * The content loaders (content/seed.ts, import.ts), run at start-up and from the CLI with a bare
 * database, take theirs from here too.

 * Each is built on first use (db/unit-of-work.ts).
 */
export const createRepositories = (db: Db, engine: DbEngine): Repositories => onEngine[engine](db);

/** A transaction handing the callback every repository bound to it (`tx.reviews`, `tx.challenges`...). */
export type Transaction = UnitOfWork<Repositories>['run'];

export const createTransaction = (db: Db, engine: DbEngine): Transaction => unitOfWork(db, engine, (on) => createRepositories(on, engine)).run;
