import { createAppSettingsRepository } from './db/app-settings';
import type { Db, DbEngine } from './db/database';
import { unitOfWork, type UnitOfWork } from './db/unit-of-work';
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

/**
 * Every module's repository on one connection: the database, or a transaction (the unit of work).
 * A module never builds another module's repository: it calls that module's service, or, inside a
 * transaction that writes several modules' rows, uses the repositories the unit of work hands it.
 * The content loaders (content/seed.ts, import.ts), run at start-up and from the CLI with a bare
 * database, take theirs from here too.
 */
export function createRepositories(db: Db, engine: DbEngine) {
  return {
    accountData: createAccountDataRepository(db),
    accountTokens: createAccountTokensRepository(db),
    answerDayCounts: createAnswerDayCountsRepository(db),
    challenges: createChallengesRepository(db),
    contact: createContactRepository(db),
    demoGames: createDemoGamesRepository(db),
    leagues: createLeaguesRepository(db, engine),
    moderators: createModeratorsRepository(db),
    playFigures: createPlayFiguresRepository(db),
    plays: createPlaysRepository(db),
    reports: createReportsRepository(db),
    reviews: createReviewsRepository(db),
    scoreCounts: createScoreCountsRepository(db),
    scores: createScoresRepository(db),
    settings: createAppSettingsRepository(db),
    submissions: createSubmissionsRepository(db),
    users: createUsersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** A transaction handing the callback every repository bound to it (`tx.reviews`, `tx.challenges`...). */
export type Transaction = UnitOfWork<Repositories>['run'];

export const createTransaction = (db: Db, engine: DbEngine): Transaction => unitOfWork(db, engine, (on) => createRepositories(on, engine)).run;
