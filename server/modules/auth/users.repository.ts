import type { Db } from '../../db/database';
import type { NewUser, UserRow } from '../../db/schema';
import { createScoreCounts } from '../scores/score-counts';

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** Lower-cased, NFC-normalised key used for case-insensitive uniqueness. */
export function identityKey(value: string): string {
  return value.normalize('NFC').toLocaleLowerCase('en-US');
}

export function createUsersRepository(db: Db) {
  return {
    findById: (id: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email_key', '=', identityKey(email)).executeTakeFirst(),

    findByUsername: (username: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('username_key', '=', identityKey(username)).executeTakeFirst(),

    /** Inserts a user and counts them at total 0 for ranks. */
    async insert(user: NewUser): Promise<void> {
      const write = async (trx: Db) => {
        await trx.insertInto('users').values(user).execute();
        await createScoreCounts(trx).addUser();
      };
      await (db.isTransaction ? write(db) : db.transaction().execute(write));
    },

    async setAdmin(id: string, isAdmin: boolean): Promise<void> {
      await db.updateTable('users').set({ is_admin: isAdmin ? 1 : 0 }).where('id', '=', id).execute();
    },

    async resetHistory(id: string): Promise<void> {
      await db.updateTable('users').set({ history_reset_at: new Date().toISOString() }).where('id', '=', id).execute();
    },

    async setInterfaceLanguage(id: string, language: string): Promise<void> {
      await db.updateTable('users').set({ interface_language: language }).where('id', '=', id).execute();
    },

  };
}
