import type { Db } from '../../db/database';
import { ownedBy, type Player } from '../play/player';

/** Challenge links and the finished plays they compare: SQL only. */
export function createFriendChallengesRepository(db: Db) {
  return {
    findByCode: (code: string) => db.selectFrom('friend_challenges').selectAll().where('code', '=', code).executeTakeFirst(),

    findByUserDay: (userId: string, day: string) => db.selectFrom('friend_challenges').selectAll().where('user_id', '=', userId).where('day', '=', day).executeTakeFirst(),

    insert: async (row: { code: string; user_id: string; day: string; created_at: string }) => {
      await db.insertInto('friend_challenges').values(row).onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()).execute();
    },

    username: async (userId: string) => (await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst())?.username,

    /** The player's finished play of the day, live or from the archive (live first). */
    finishedPlay: (player: Player, day: string) =>
      db
        .selectFrom('plays')
        .select(['id', 'score', 'reviews_correct', 'hard'])
        .where(ownedBy(player))
        .where('mode', 'in', ['daily', 'archive'])
        .where('day', '=', day)
        .where('status', '=', 'finished')
        .orderBy('mode', 'desc')
        .executeTakeFirst(),

    entries: (playId: string) =>
      db
        .selectFrom('play_reviews')
        .innerJoin('reviews', 'reviews.id', 'play_reviews.review_id')
        .select(['play_reviews.position', 'play_reviews.outcome', 'play_reviews.points', 'reviews.game_name'])
        .where('play_reviews.play_id', '=', playId)
        .orderBy('play_reviews.position')
        .execute(),
  };
}
