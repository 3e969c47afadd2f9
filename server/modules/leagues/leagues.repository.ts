import type { Db, DbEngine } from '../../db/database';
import { selectJsonRows } from '../../db/json-rows';
import type { LeagueScoresTable, UserRow } from '../../db/schema';

/** What a membership keeps of the account: its name and all-time figures, for the league's boards. */
export type MemberAccount = Pick<UserRow, 'id' | 'username' | 'total_score' | 'games_played' | 'day_streak' | 'last_daily_day' | 'created_at'>;
/** An account's all-time figures after a ranked daily. */
export type MemberStanding = Pick<UserRow, 'total_score' | 'games_played' | 'day_streak' | 'last_daily_day'>;

const membership = (leagueId: string, member: MemberAccount, at: string) => ({
  league_id: leagueId,
  user_id: member.id,
  joined_at: at,
  username: member.username,
  total_score: member.total_score,
  games_played: member.games_played,
  day_streak: member.day_streak,
  last_daily_day: member.last_daily_day,
  user_created_at: member.created_at,
});

export type LeaguesRepository = ReturnType<typeof createLeaguesRepository>;

/**
 * Leagues, their members (with their names and all-time figures) and the members' daily scores as
 * each league keeps them (league_scores; migration 0017, decision 30): SQL only. A day's board reads
 * two ranges of two primary keys, the members and the league's scores of that day, the all-time board
 * one; lists come back as one JSON value (db/json-rows.ts).
 */
export function createLeaguesRepository(db: Db, engine: DbEngine) {
  /** A league goes with its memberships (and, by their foreign key, the scores it keeps). */
  async function removeLeague(id: string): Promise<void> {
    await db.deleteFrom('league_members').where('league_id', '=', id).execute();
    await db.deleteFrom('leagues').where('id', '=', id).execute();
  }

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

    async create(league: { id: string; name: string; owner_id: string; invite_code: string; created_at: string }, owner: MemberAccount): Promise<void> {
      await db.insertInto('leagues').values(league).execute();
      await db.insertInto('league_members').values(membership(league.id, owner, league.created_at)).execute();
    },

    /** A new member brings their daily scores: every day's board shows the league's members as they are now. */
    async addMember(leagueId: string, member: MemberAccount, at: string): Promise<void> {
      await db.insertInto('league_members').values(membership(leagueId, member, at)).execute();
      await db
        .insertInto('league_scores')
        .columns(['league_id', 'day', 'user_id', 'score', 'reviews_completed', 'max_streak', 'hard', 'created_at'])
        .expression(
          db
            .selectFrom('scores')
            .select((eb) => [eb.cast<string>(eb.val(leagueId), 'varchar(64)').as('league_id'), 'day', 'user_id', 'score', 'reviews_completed', 'max_streak', 'hard', 'created_at'])
            .where('user_id', '=', member.id)
            .where('game_mode', '=', 'daily'),
        )
        .execute();
    },

    /** The account's new name, on every one of its memberships (in the transaction that renames it). */
    async renameMember(userId: string, username: string): Promise<void> {
      await db.updateTable('league_members').set({ username }).where('user_id', '=', userId).execute();
    },

    /** A ranked daily joins the boards of every league of its player, with the account's new figures. */
    async recordDaily(score: Omit<LeagueScoresTable, 'league_id'>, standing: MemberStanding): Promise<void> {
      const leagueIds = await db.selectFrom('league_members').select('league_id').where('user_id', '=', score.user_id).execute();
      if (leagueIds.length === 0) return;
      await db.insertInto('league_scores').values(leagueIds.map(({ league_id }) => ({ ...score, league_id }))).execute();
      await db.updateTable('league_members').set(standing).where('user_id', '=', score.user_id).execute();
    },

    /** Removes a membership; its scores go with it (the foreign key cascades). */
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

    remove: removeLeague,

    /**
     * A deleted account leaves every league: each league it owned goes to its longest-standing
     * other member, or is deleted when it has none.
     */
    async leaveAll(userId: string): Promise<void> {
      const owned = await db.selectFrom('leagues').select('id').where('owner_id', '=', userId).execute();
      for (const { id } of owned) {
        const heir = await db
          .selectFrom('league_members')
          .select('user_id')
          .where('league_id', '=', id)
          .where('user_id', '!=', userId)
          .orderBy('joined_at')
          .orderBy('user_id')
          .executeTakeFirst();
        if (heir) await db.updateTable('leagues').set({ owner_id: heir.user_id }).where('id', '=', id).execute();
        else await removeLeague(id);
      }
      await db.deleteFrom('league_members').where('user_id', '=', userId).execute();
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

    /**
     * For each of the user's leagues (or only `leagueId`), if they have a daily of `day`: their
     * score, the members with a daily that day, and those above them. Their score is read once
     * (a subquery the engines run first; none: no rows), then one range per league.
     */
    placesOn(userId: string, day: string, leagueId?: string) {
      const mine = db.selectFrom('scores').select('score').where('user_id', '=', userId).where('day', '=', day).where('game_mode', '=', 'daily');
      return db
        .selectFrom('league_members as me')
        .innerJoin('league_scores as s', (join) => join.onRef('s.league_id', '=', 'me.league_id').on('s.day', '=', day))
        .select((eb) => [
          'me.league_id',
          eb.fn.max(mine).as('score'),
          eb.fn.countAll<number>().as('played'),
          eb.fn.sum<number>(eb.case().when('s.score', '>', mine).then(1).else(0).end()).as('above'),
        ])
        .where('me.user_id', '=', userId)
        .where((eb) => eb.exists(mine))
        .$if(leagueId !== undefined, (qb) => qb.where('me.league_id', '=', leagueId!))
        .groupBy('me.league_id')
        .execute();
    },

    /** The members, in no order: one range of the memberships' primary key. */
    members: (leagueId: string) =>
      selectJsonRows(db, engine, db.selectFrom('league_members').select(['user_id as id', 'username', 'joined_at']).where('league_id', '=', leagueId)),

    /**
     * The daily scores of `day` the league keeps, in no order: one range of its primary key, read
     * apart from the members so that neither engine can plan the two as a join per member.
     */
    dailyScores: (leagueId: string, day: string) =>
      selectJsonRows(
        db,
        engine,
        db.selectFrom('league_scores').select(['user_id', 'score', 'reviews_completed', 'max_streak', 'hard', 'created_at']).where('league_id', '=', leagueId).where('day', '=', day),
      ),

    /** Members who finished at least one daily, in no order: one range of the memberships' primary key. */
    allTimeBoard: (leagueId: string) =>
      selectJsonRows(
        db,
        engine,
        db
          .selectFrom('league_members')
          .select(['user_id as id', 'username', 'total_score', 'games_played', 'day_streak', 'last_daily_day', 'user_created_at as created_at'])
          .where('league_id', '=', leagueId)
          .where('games_played', '>', 0),
      ),
  };
}
