import { utcDate } from '../../../shared/constants';
import { LEAGUES, type LeagueDailyBoard, type LeagueAllTimeBoard, type LeagueDetail, type LeagueSummary } from '../../../shared/schemas/leagues';
import { lockKey, type Db, type DbEngine } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { badRequest, notFound, conflict, forbidden } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import { playerLock } from '../play/play-unit';
import { currentStreak } from '../scores/day-streak';
import { competitionRanks } from '../scores/scores.service';
import { createLeaguesRepository } from './leagues.repository';

/**
 * Orders ISO timestamps and ids as the database sorts text, by code unit: `localeCompare` runs the
 * locale's collation on each call, which sorting a board of 500 made the league call's largest cost.
 */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type LeagueRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createLeaguesRepository>['findForMember']>>>;

export type LeaguesService = ReturnType<typeof createLeaguesService>;

/**
 * Leagues (docs/product.md): private groups whose boards rank daily points played on their day,
 * like the global boards (docs/rules.md). Only members see a league (anyone else gets "League not
 * found", whether it exists or not); an invite code is the only way in; only the owner manages it.
 */
export function createLeaguesService(deps: { db: Db; engine: DbEngine }) {
  const { db, engine } = deps;
  const leagues = createLeaguesRepository(db, engine);

  async function memberLeague(user: UserRow, id: string): Promise<LeagueRow> {
    const league = await leagues.findForMember(id, user.id);
    if (!league) throw notFound('leagueNotFound');
    return league;
  }

  async function ownedLeague(user: UserRow, id: string): Promise<LeagueRow> {
    const league = await memberLeague(user, id);
    if (league.owner_id !== user.id) throw forbidden('leagueOwnerOnly');
    return league;
  }

  /** The user's place on today's board of each of their leagues (or of `only`): null where they have not played. */
  async function placesToday(userId: string, only?: string): Promise<(leagueId: string) => LeagueSummary['today']> {
    const places = await leagues.placesOn(userId, utcDate(), only);
    return (leagueId) => {
      const place = places.find((p) => p.league_id === leagueId);
      return place ? { rank: Number(place.above) + 1, of: Number(place.played), score: Number(place.score) } : null;
    };
  }

  const summary = (league: Pick<LeagueRow, 'id' | 'name' | 'owner_id' | 'invite_code'>, userId: string, memberCount: number, today: LeagueSummary['today']): LeagueSummary => ({
    id: league.id,
    name: league.name,
    inviteCode: league.invite_code,
    isOwner: league.owner_id === userId,
    memberCount,
    today,
  });

  /** One league's summary, with today's place in that league alone. */
  async function summaryOfOne(userId: string, league: LeagueRow, memberCount: number): Promise<LeagueSummary> {
    return summary(league, userId, memberCount, (await placesToday(userId, league.id))(league.id));
  }

  return {
    async create(user: UserRow, name: string) {
      const league = { id: newId(), name, owner_id: user.id, invite_code: newId(), created_at: nowIso() };
      await db.transaction().execute(async (trx) => {
        await lockKey(trx, engine, `league-owner:${user.id}`);
        const repo = createLeaguesRepository(trx, engine);
        if ((await repo.countOwned(user.id)) >= LEAGUES.maxOwned) throw conflict('leagueLimit', { max: LEAGUES.maxOwned });
        await repo.create(league, user);
      });
      return { id: league.id, name: league.name, inviteCode: league.invite_code };
    },

    /** Joins with an invite code; joining a league one is already in changes nothing. */
    async join(user: UserRow, code: string): Promise<LeagueSummary> {
      const league = await leagues.findByCode(code);
      if (!league) throw notFound('inviteInvalid');
      await db.transaction().execute(async (trx) => {
        await lockKey(trx, engine, `league:${league.id}`);
        // The player's play lock too: a daily finished meanwhile is either copied here or written
        // to this league by the score recorder, never missed by both.
        await lockKey(trx, engine, playerLock({ userId: user.id }));
        const repo = createLeaguesRepository(trx, engine);
        // The code may have been renewed, or the league deleted, since it was read.
        if ((await repo.findByCode(code))?.id !== league.id) throw notFound('inviteInvalid');
        if (await repo.isMember(league.id, user.id)) return;
        if ((await repo.countMembers(league.id)) >= LEAGUES.maxMembers) throw conflict('leagueFull', { max: LEAGUES.maxMembers });
        await repo.addMember(league.id, user, nowIso());
      });
      return summaryOfOne(user.id, league, await leagues.countMembers(league.id));
    },

    async mine(user: UserRow): Promise<LeagueSummary[]> {
      const [rows, placeIn] = await Promise.all([leagues.mine(user.id), placesToday(user.id)]);
      return rows.map((r) => summary(r, user.id, Number(r.member_count), placeIn(r.id)));
    },

    async get(user: UserRow, id: string): Promise<LeagueDetail> {
      // Read together (one round trip on PostgreSQL); nothing is answered unless the user is a member.
      const [league, members, placeIn] = await Promise.all([memberLeague(user, id), leagues.members(id), placesToday(user.id, id)]);
      // Oldest first, ties by id (the order of the text, as a database would sort it).
      members.sort((a, b) => byText(a.joined_at, b.joined_at) || byText(a.id, b.id));
      return {
        ...summary(league, user.id, members.length, placeIn(id)),
        ownerId: league.owner_id,
        members: members.map((m) => ({ userId: m.id, username: m.username, isOwner: m.id === league.owner_id, joinedAt: m.joined_at })),
      };
    },

    async rename(user: UserRow, id: string, name: string): Promise<void> {
      await ownedLeague(user, id);
      await leagues.rename(id, name);
    },

    /** A new invite code: the old link stops working at once. */
    async renewCode(user: UserRow, id: string): Promise<string> {
      await ownedLeague(user, id);
      const code = newId();
      await leagues.setCode(id, code);
      return code;
    },

    async remove(user: UserRow, id: string): Promise<void> {
      await ownedLeague(user, id);
      await db.transaction().execute(async (trx) => {
        await lockKey(trx, engine, `league:${id}`);
        await createLeaguesRepository(trx, engine).remove(id);
      });
    },

    /** The owner removes a member; a member removes themself (leaves). The owner deletes instead of leaving. */
    async removeMember(user: UserRow, id: string, userId: string): Promise<void> {
      const league = await memberLeague(user, id);
      if (userId !== user.id && league.owner_id !== user.id) throw forbidden('leagueOwnerOnly');
      if (userId === league.owner_id) throw conflict('ownerCannotLeave');
      if (!(await leagues.removeMember(id, userId))) throw notFound('notInLeague');
    },

    async dailyBoard(user: UserRow, id: string, date?: string): Promise<LeagueDailyBoard> {
      const day = date ?? utcDate();
      // Read together (one round trip on PostgreSQL); a non-member gets "League not found" first.
      const [, members, scores] = await Promise.all([memberLeague(user, id), leagues.members(id), leagues.dailyScores(id, day)]);
      if (day > utcDate()) throw badRequest('dayNotYet');
      const nameOf = new Map(members.map((m) => [m.id, m.username]));
      const name = (userId: string) => nameOf.get(userId)!;
      // Two reads: a member who left between them is on neither list. (Entries are built once,
      // field by field: copying each parsed row with a spread cost more than the query.)
      const played = scores
        .filter((s) => nameOf.has(s.user_id))
        .sort((a, b) => b.score - a.score || byText(a.created_at, b.created_at) || name(a.user_id).localeCompare(name(b.user_id)));
      const ranks = competitionRanks(played.map((r) => r.score));
      const hasPlayed = new Set(played.map((s) => s.user_id));
      return {
        date: day,
        leaderboard: played.map((r, i) => ({ rank: ranks[i]!, userId: r.user_id, username: name(r.user_id), score: r.score, reviewsCompleted: r.reviews_completed, maxStreak: r.max_streak, hard: r.hard === 1 })),
        notPlayed: members
          .filter((m) => !hasPlayed.has(m.id))
          .map((m) => ({ userId: m.id, username: m.username }))
          .sort((a, b) => a.username.localeCompare(b.username)),
      };
    },

    async allTimeBoard(user: UserRow, id: string): Promise<LeagueAllTimeBoard> {
      const [, board] = await Promise.all([memberLeague(user, id), leagues.allTimeBoard(id)]);
      const rows = board.sort((a, b) => b.total_score - a.total_score || byText(a.created_at, b.created_at) || a.username.localeCompare(b.username));
      const ranks = competitionRanks(rows.map((r) => r.total_score));
      const today = utcDate();
      return {
        leaderboard: rows.map((r, i) => ({ rank: ranks[i]!, userId: r.id, username: r.username, totalScore: r.total_score, gamesPlayed: r.games_played, streak: currentStreak(r, today) })),
      };
    },
  };
}
