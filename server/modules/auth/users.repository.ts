import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { NewUser, UserRow } from '../../db/schema';
import { identityKey } from './identity';

export type UsersRepository = ReturnType<typeof createUsersRepository>;


// Every signed-in call reads the account (requireUser) or checks it (plugins/player.ts): built once (db/prepared.ts).
const userById = prepared((db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id));
const userExists = prepared((db: Db, id: string) => db.selectFrom('users').select('id').where('id', '=', id));

export function createUsersRepository(db: Db) {
  return {
    findById: async (id: string): Promise<UserRow | undefined> => (await userById(db, id)).rows[0],

    /** Whether the account's row exists (its id only: the primary key's index answers without the row). */
    exists: async (id: string): Promise<boolean> => (await userExists(db, id)).rows.length > 0,

    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email_key', '=', identityKey(email)).executeTakeFirst(),

    findByUsername: (username: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('username_key', '=', identityKey(username)).executeTakeFirst(),

    /** Inserts a user (call in the transaction that counts them for ranks: auth.service.ts). */
    async insert(user: NewUser): Promise<void> {
      await db.insertInto('users').values(user).execute();
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

    /** The account's current token version; undefined for a missing or deleted account. */
    async tokenVersion(id: string): Promise<number | undefined> {
      const row = await db.selectFrom('users').select('token_version').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      return row?.token_version;
    },

    /** Ends every token issued so far; returns the new version (for the token issued next). */
    async raiseTokenVersion(id: string): Promise<number> {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', id)
        .returning('token_version')
        .executeTakeFirstOrThrow();
      return row.token_version;
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },

    async setUsername(id: string, username: string): Promise<void> {
      await db.updateTable('users').set({ username, username_key: identityKey(username) }).where('id', '=', id).execute();
    },

    async setEmail(id: string, email: string): Promise<void> {
      await db.updateTable('users').set({ email, email_key: identityKey(email) }).where('id', '=', id).execute();
    },

  };
}
