import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { leaguesRoutes } from './leagues.routes';
import { createLeaguesService } from './leagues.service';
import { friendChallengeRoutes } from '../friend-challenges/friend-challenges.routes';
import { createFriendChallengesService } from '../friend-challenges/friend-challenges.service';
import { reportRoutes } from '../reports/reports.routes';
import { createReportsService } from '../reports/reports.service';

/** Leagues, challenge links and puzzle reports, wired on the /api scope. */
export async function registerLeagueRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const leagues = createLeaguesService({ db: ctx.db, engine: ctx.engine });
  await api.register(leaguesRoutes, { prefix: '/leagues', ctx, service: leagues });
  await api.register(friendChallengeRoutes, { prefix: '/game/challenge', ctx, service: createFriendChallengesService({ db: ctx.db }) });
  await api.register(reportRoutes, { ctx, service: createReportsService({ db: ctx.db }) });
}
