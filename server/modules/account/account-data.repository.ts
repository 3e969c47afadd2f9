import type { Db } from '../../db/database';

/** What "download my data" and "delete my account" read and remove (docs/security.md, "Accounts"). */
export function createAccountDataRepository(db: Db) {
  return {
    plays: (userId: string) =>
      db.selectFrom('plays').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),

    answers: (userId: string) =>
      db
        .selectFrom('play_reviews')
        .innerJoin('plays', 'plays.id', 'play_reviews.play_id')
        .select(['play_reviews.play_id', 'play_reviews.position', 'play_reviews.outcome', 'play_reviews.answer', 'play_reviews.points'])
        .where('plays.user_id', '=', userId)
        .orderBy('play_reviews.play_id')
        .orderBy('play_reviews.position')
        .execute(),

    scores: (userId: string) =>
      db.selectFrom('scores').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),

    submissions: (userId: string) =>
      db.selectFrom('submissions').select(['id', 'language', 'game_name', 'genre', 'state', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),

    contactMessages: (userId: string) =>
      db.selectFrom('contact_messages').select(['subject', 'message', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),

    /**
     * Empties the account (call inside a transaction: account-data.service.ts): plays, scores (so no
     * board shows it), uploads, roles, tokens and messages go; the row stays without name, e-mail or
     * password so the player's submissions stay (nameless) and the moderation log keeps its record.
     * Returns the total score the account had (for the rank counts), undefined when already erased.
     */
    async erase(userId: string, at: string): Promise<number | undefined> {
      const user = await db.selectFrom('users').select(['total_score']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!user) return undefined;
      await db.deleteFrom('scores').where('user_id', '=', userId).execute();
      await db.deleteFrom('play_reviews').where('play_id', 'in', (eb) => eb.selectFrom('plays').select('id').where('user_id', '=', userId)).execute();
      await db.deleteFrom('plays').where('user_id', '=', userId).execute();
      await db.deleteFrom('submission_uploads').where('user_id', '=', userId).execute();
      await db.deleteFrom('moderator_languages').where('user_id', '=', userId).execute();
      await db.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
      await db.deleteFrom('contact_messages').where('user_id', '=', userId).execute();
      await db.deleteFrom('friend_challenges').where('user_id', '=', userId).execute();
      await db.updateTable('reviews').set({ credit_user_id: null }).where('credit_user_id', '=', userId).execute();
      await db
        .updateTable('users')
        .set((eb) => ({
          username: '',
          username_key: `deleted:${userId}`,
          email: '',
          email_key: `deleted:${userId}`,
          password_hash: '',
          is_admin: 0,
          total_score: 0,
          games_played: 0,
          practice_score: 0,
          day_streak: 0,
          last_daily_day: null,
          history_reset_at: null,
          interface_language: null,
          deleted_at: at,
          token_version: eb('token_version', '+', 1),
        }))
        .where('id', '=', userId)
        .execute();
      return user.total_score;
    },
  };
}
