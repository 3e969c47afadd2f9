import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { leaguesRoutes } from './leagues.routes';
import { friendChallengeRoutes } from '../friend-challenges/friend-challenges.routes';
import { reportRoutes } from '../reports/reports.routes';

/** Leagues, challenge links and puzzle reports, wired on the /api scope. */
export async function registerLeagueRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { leagues, friendChallenges, reports } = ctx.services;
  await api.register(leaguesRoutes, { prefix: '/leagues', ctx, service: leagues });
  await api.register(friendChallengeRoutes, { prefix: '/game/challenge', ctx, service: friendChallenges });
  await api.register(reportRoutes, { ctx, service: reports });
}
