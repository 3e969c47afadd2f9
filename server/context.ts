import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from './config';
import { createDatabase, migrateToLatest, type Db, type DbEngine, type OpenDatabase } from './db/database';
import { createAuthService } from './modules/auth/auth.service';
import { createUsersRepository } from './modules/auth/users.repository';
import { createContactRepository } from './modules/contact/contact.repository';
import { createTokenService, resolveJwtSecret } from './plugins/auth';
import { createCatalogue } from './modules/content/catalogue';
import { createDiskImageStore, type ImageStore } from './lib/image-store';
import { createMemoryPresence, createRedisPresence, type Presence } from './lib/presence';
import { createAdminReviewsService } from './modules/reviews/admin-reviews.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createReportsService } from './modules/reports/reports.service';
import { createModerationService } from './modules/submissions/moderation.service';
import { createSubmissionsService } from './modules/submissions/submissions.service';
import { createFriendChallengesService } from './modules/friend-challenges/friend-challenges.service';
import { createLeaguesRepository } from './modules/leagues/leagues.repository';
import { createLeaguesService } from './modules/leagues/leagues.service';
import { createTransaction, type Transaction } from './repositories';
import { createAdminChallengesService } from './modules/challenges/admin-challenges.service';
import { createChallengeCalendarService } from './modules/challenges/challenge-calendar.service';
import { createChallengesService } from './modules/challenges/challenges.service';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import type { Redis } from 'ioredis';
import { createPlayServices, type PlayServices } from './modules/play/play-services';
import type { PlayRepos } from './modules/play/play-unit';
import { createPlaysRepository } from './modules/play/plays.repository';
import { createStatsRepository } from './modules/play/stats.repository';
import { createChallengesRepository } from './modules/challenges/challenges.repository';
import { countAnswerOnDay } from './modules/analytics/answer-day-counts';
import { builtOnFirstUse, unitOfWork } from './db/unit-of-work';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { createReviewCache, type ReviewCache } from './modules/reviews/review-cache';
import { createScoresRepository } from './modules/scores/scores.repository';
import { createScoreRecorder, createScoresService } from './modules/scores/scores.service';
import { createCacheBus, type CacheBus } from './lib/cache-bus';
import { createClusterPresence, isClusterWorker } from './lib/cluster-ipc';
import { createResponseCache, type ResponseCache } from './lib/response-cache';
import { createSessions, type Sessions } from './modules/account/sessions';

/** Leaderboards are kept a second at most, and dropped as soon as a score is committed anywhere. */
const LEADERBOARD_CACHE_MS = 1000;
/** Languages and autocomplete names change only when an admin edits reviews (announced on the bus). */
const GAME_DATA_CACHE_MS = 60_000;
/** Reviews and their images as the play path reads them: until a review changes (the bus), a minute at most. */
const REVIEW_CACHE_MS = 60_000;
/** The admin analytics payload: for a second, or until this process records an answer or a review changes. */
const ANALYTICS_CACHE_MS = 1000;
/** Writes that change the analytics payload; each process drops its own copy (a second at most elsewhere). */
const ANALYTICS_TABLES = new Set(['reviews', 'answer_day_counts', 'score_counts']);

/** Everything the routes need, wired once per app instance. */
export interface AppContext {
  config: Readonly<Config>;
  db: Db;
  engine: DbEngine;
  /** The unit of work: one transaction handing its callback every repository bound to it (server/repositories.ts). */
  transaction: Transaction;
  tokens: ReturnType<typeof createTokenService>;
  images: ImageStore;
  /** Keys the automatic daily pick (modules/challenges/daily-plan.ts): nobody without it can compute a coming day. */
  pickSecret: string;
  presence: Presence;
  /** Cache invalidation across workers and instances. */
  bus: CacheBus;
  /** Per-user token versions: "sign out everywhere" (modules/account/sessions.ts). */
  sessions: Sessions;
  caches: { leaderboards: ResponseCache; gameData: ResponseCache; analytics: ResponseCache };
  repos: {
    users: ReturnType<typeof createUsersRepository>;
    contact: ReturnType<typeof createContactRepository>;
    reviews: ReturnType<typeof createReviewsRepository>;
    scores: ReturnType<typeof createScoresRepository>;
  };
  services: {
    auth: ReturnType<typeof createAuthService>;
    play: PlayServices;
    scores: ReturnType<typeof createScoresService>;
    reviews: ReturnType<typeof createReviewsService>;
    reports: ReturnType<typeof createReportsService>;
    submissions: ReturnType<typeof createSubmissionsService>;
    moderation: ReturnType<typeof createModerationService>;
    leagues: ReturnType<typeof createLeaguesService>;
    friendChallenges: ReturnType<typeof createFriendChallengesService>;
    catalogue: ReturnType<typeof createCatalogue>;
    adminReviews: ReturnType<typeof createAdminReviewsService>;
    challenges: ReturnType<typeof createChallengesService>;
    adminChallenges: ReturnType<typeof createAdminChallengesService>;
    challengeCalendar: ReturnType<typeof createChallengeCalendarService>;
    analytics: ReturnType<typeof createAnalyticsService>;
  };
}

/**
 * The repositories a play call works with, on one connection (modules/play/play-unit.ts); the
 * reviews and their images come from the process's cache when it has them (reviews/review-cache.ts).
 */
function playRepositories(engine: DbEngine, reviewCache: ReviewCache): (db: Db) => PlayRepos {
  return builtOnFirstUse<PlayRepos>({
    plays: createPlaysRepository,
    stats: createStatsRepository,
    challenges: createChallengesRepository,
    reviews: (db) => reviewCache.over(createReviewsRepository(db)),
    users: createUsersRepository,
    scores: (db) => createScoreRecorder(createScoresRepository(db), createLeaguesRepository(db, engine)),
    countAnswer: (db) => (day, correct) => countAnswerOnDay(db, day, correct),
  });
}

export interface ContextOptions {
  /** An already-open database (tests pass one); otherwise opened from the config. */
  database?: OpenDatabase;
  /** Shared state across instances (presence) when REDIS_URL is set. */
  redis?: Redis;
}

export async function createContext(config: Readonly<Config>, options: ContextOptions = {}): Promise<AppContext> {
  const database =
    options.database ??
    createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'reviewquest.db') });
  await migrateToLatest(database);
  const { db, engine } = database;
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenService(secret);
  // Keys derived from the installation's secret (docs/security.md): the daily pick and image names.
  const derivedKey = (purpose: string) => createHmac('sha256', secret).update(`reviewquest:${purpose}`).digest('hex');
  const pickSecret = derivedKey('daily-picks');
  const users = createUsersRepository(db);
  const contact = createContactRepository(db);
  const reviews = createReviewsRepository(db);
  const scores = createScoresRepository(db);
  const transaction = createTransaction(db, engine);
  const reviewsService = createReviewsService({ db });
  const catalogue = createCatalogue(() => reviewsService.addedTitles());
  const reviewCache = createReviewCache({ ttlMs: config.responseCache ? REVIEW_CACHE_MS : 0 });
  const play = createPlayServices({ db, uow: unitOfWork(db, engine, playRepositories(engine, reviewCache)), titles: () => catalogue.index(), catalogueNames: () => catalogue.names(), pickSecret, narrowVersions: (paths) => images.narrowVersions(paths), remember: reviewCache.remember });
  const images = createDiskImageStore(path.join(config.dataDir, 'uploads'), derivedKey('image-names'));
  // Shared by every worker and instance through Redis; by this server's workers through the cluster primary; else in memory.
  const presence = options.redis ? createRedisPresence(options.redis) : isClusterWorker() ? createClusterPresence() : createMemoryPresence();
  const bus = createCacheBus({ redis: options.redis });
  const sessions = createSessions({ users, bus });
  const cacheMs = (ms: number) => (config.responseCache ? ms : 0);
  const caches = {
    leaderboards: createResponseCache({ ttlMs: cacheMs(LEADERBOARD_CACHE_MS) }),
    gameData: createResponseCache({ ttlMs: cacheMs(GAME_DATA_CACHE_MS) }),
    analytics: createResponseCache({ ttlMs: cacheMs(ANALYTICS_CACHE_MS) }),
  };
  database.writes.on('write', (table: string) => {
    // Scores reach every worker and instance (leaderboards); answers, only this process (an answer
    // on every request would flood the bus for a dashboard that refreshes every five seconds).
    if (table === 'scores') bus.publish('table:scores');
    if (ANALYTICS_TABLES.has(table)) caches.analytics.invalidate();
  });
  bus.subscribe('table:scores', () => caches.leaderboards.invalidate());
  const onReviewsChange = () => bus.publish('reviews');
  const challenges = createChallengesService({ db, pickSecret });
  const moderation = createModerationService({ db, transaction, images, reviews: reviewsService, onReviewsChange });
  const scoresService = createScoresService({ scores, play: { finishedDaily: play.daily.finishedDaily, endFreeplay: play.freeplay.endFreeplay } });
  const reports = createReportsService({ db, languagesModeratedBy: (user) => moderation.languagesOf(user) });
  bus.subscribe('reviews', () => {
    catalogue.invalidate();
    caches.gameData.invalidate();
    reviewCache.clear();
  });
  return {
    config,
    db,
    engine,
    transaction,
    tokens,
    images,
    pickSecret,
    presence,
    bus,
    sessions,
    caches,
    repos: { users, contact, reviews, scores },
    services: {
      auth: createAuthService(users, tokens, transaction),
      play,
      scores: scoresService,
      reviews: reviewsService,
      reports,
      submissions: createSubmissionsService({ db, engine, images, catalogueNames: () => catalogue.names() }),
      moderation,
      leagues: createLeaguesService({ db, engine }),
      friendChallenges: createFriendChallengesService({ db }),
      catalogue,
      adminReviews: createAdminReviewsService({ db, transaction, images, challenges, reports, onChange: onReviewsChange }),
      challenges,
      adminChallenges: createAdminChallengesService({ db, reviews: reviewsService, ensureToday: () => play.daily.ensureToday(), onChange: onReviewsChange }),
      challengeCalendar: createChallengeCalendarService({ db, pickSecret, reviews: reviewsService, reports, ensureToday: () => play.daily.ensureToday() }),
      analytics: createAnalyticsService({ db, transaction, reviews: reviewsService, scores: scoresService, presence }),
    },
  };
}
