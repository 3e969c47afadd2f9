import type { Db } from '../../db/database';

export type LeaguesRepository = ReturnType<typeof createLeaguesRepository>;

/** Leagues and their members: SQL only. Every board reads the members' rows through their primary keys. */
export function createLeaguesRepository(db: Db) {
  return {
    /** The league, if `userId` is one of its members (one query: every league call starts here). */
    findForMember: (id: string, userId: string) =>
      db
        .selectFrom('leagues')
        .innerJoin('league_members as me', (join) => join.onRef('me.league_id', '=', 'leagues.id').on('me.user_id', '=', userId))
        .selectAll('leagues')
        .where('leagues.id', '=', id)
        .executeTakeFirst(),

    findByCode: (code: string) => db.selectFrom('leagues').selectAll().where('invite_code', '=', code).executeTakeFirst(),

    countOwned: async (userId: string): Promise<number> => {
      const row = await db.selectFrom('leagues').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_id', '=', userId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    countMembers: async (leagueId: string): Promise<number> => {
      const row = await db.selectFrom('league_members').select((eb) => eb.fn.countAll<number>().as('n')).where('league_id', '=', leagueId).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    isMember: async (leagueId: string, userId: string): Promise<boolean> =>
      (await db.selectFrom('league_members').select('user_id').where('league_id', '=', leagueId).where('user_id', '=', userId).executeTakeFirst()) !== undefined,

    async create(league: { id: string; name: string; owner_id: string; invite_code: string; created_at: string }): Promise<void> {
      await db.insertInto('leagues').values(league).execute();
      await db.insertInto('league_members').values({ league_id: league.id, user_id: league.owner_id, joined_at: league.created_at }).execute();
    },

    addMember: async (leagueId: string, userId: string, at: string): Promise<void> => {
      await db.insertInto('league_members').values({ league_id: leagueId, user_id: userId, joined_at: at }).onConflict((oc) => oc.doNothing()).execute();
    },

    removeMember: async (leagueId: string, userId: string): Promise<boolean> => {
      const res = await db.deleteFrom('league_members').where('league_id', '=', leagueId).where('user_id', '=', userId).executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    rename: async (id: string, name: string) => {
      await db.updateTable('leagues').set({ name }).where('id', '=', id).execute();
    },

    setCode: async (id: string, code: string) => {
      await db.updateTable('leagues').set({ invite_code: code }).where('id', '=', id).execute();
    },

    remove: async (id: string) => {
      await db.deleteFrom('league_members').where('league_id', '=', id).execute();
      await db.deleteFrom('leagues').where('id', '=', id).execute();
    },

    /** The user's leagues with their member counts, oldest joined first. */
    mine: (userId: string) =>
      db
        .selectFrom('league_members as me')
        .innerJoin('leagues', 'leagues.id', 'me.league_id')
        .select((eb) => [
          'leagues.id',
          'leagues.name',
          'leagues.owner_id',
          'leagues.invite_code',
          eb.selectFrom('league_members as m').select((e) => e.fn.countAll<number>().as('n')).whereRef('m.league_id', '=', 'leagues.id').as('member_count'),
        ])
        .where('me.user_id', '=', userId)
        .orderBy('me.joined_at')
        .orderBy('leagues.name')
        .orderBy('leagues.id')
        .execute(),

    /** For each of the user's leagues (or only `leagueId`): members with a daily recorded on `day`, and those above `score`. */
    placesOn: (userId: string, day: string, score: number, leagueId?: string) =>
      db
        .selectFrom('league_members as me')
        .innerJoin('league_members as m', 'm.league_id', 'me.league_id')
        .innerJoin('scores', (join) => join.onRef('scores.user_id', '=', 'm.user_id').on('scores.day', '=', day).on('scores.game_mode', '=', 'daily'))
        .select((eb) => [
          'me.league_id',
          eb.fn.countAll<number>().as('played'),
          eb.fn.sum<number>(eb.case().when('scores.score', '>', score).then(1).else(0).end()).as('above'),
        ])
        .where('me.user_id', '=', userId)
        .$if(leagueId !== undefined, (qb) => qb.where('me.league_id', '=', leagueId!))
        .groupBy('me.league_id')
        .execute(),

    /** The user's daily score of `day`, if they finished it. */
    dailyScore: async (userId: string, day: string): Promise<number | undefined> =>
      (await db.selectFrom('scores').select('score').where('user_id', '=', userId).where('day', '=', day).where('game_mode', '=', 'daily').executeTakeFirst())?.score,

    members: (leagueId: string) =>
      db
        .selectFrom('league_members')
        .innerJoin('users', 'users.id', 'league_members.user_id')
        .select(['users.id', 'users.username', 'league_members.joined_at'])
        .where('league_members.league_id', '=', leagueId)
        .orderBy('league_members.joined_at')
        .orderBy('users.id')
        .execute(),

    /** Every member with their daily of `day`, if any (score null: not played). */
    dailyBoard: (leagueId: string, day: string) =>
      db
        .selectFrom('league_members')
        .innerJoin('users', 'users.id', 'league_members.user_id')
        .leftJoin('scores', (join) => join.onRef('scores.user_id', '=', 'league_members.user_id').on('scores.day', '=', day).on('scores.game_mode', '=', 'daily'))
        .select(['users.id', 'users.username', 'scores.score', 'scores.reviews_completed', 'scores.max_streak', 'scores.hard', 'scores.created_at'])
        .where('league_members.league_id', '=', leagueId)
        .execute(),

    /** Members who finished at least one daily, by total of daily points (the global board's order). */
    allTimeBoard: (leagueId: string) =>
      db
        .selectFrom('league_members')
        .innerJoin('users', 'users.id', 'league_members.user_id')
        .select(['users.id', 'users.username', 'users.total_score', 'users.games_played', 'users.day_streak', 'users.last_daily_day', 'users.created_at'])
        .where('league_members.league_id', '=', leagueId)
        .where('users.games_played', '>', 0)
        .orderBy('users.total_score', 'desc')
        .orderBy('users.created_at', 'asc')
        .orderBy('users.username')
        .execute(),
  };
}
