import type { Db } from '../../db/database';
import type { AccountTokensTable } from '../../db/schema';

export type AccountTokenPurpose = 'password-reset' | 'email-change';
export type AccountTokenRow = AccountTokensTable;

/** Single-use e-mailed tokens, stored by their SHA-256 only (docs/security.md, "Accounts"). */
export function createAccountTokensRepository(db: Db) {
  return {
    async insert(row: AccountTokenRow): Promise<void> {
      await db.insertInto('account_tokens').values(row).execute();
    },

    /** Takes the token out (once: a second, parallel call finds nothing); undefined when unknown. */
    take: (tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountTokenRow | undefined> =>
      db.deleteFrom('account_tokens').where('token_hash', '=', tokenHash).where('purpose', '=', purpose).returningAll().executeTakeFirst(),

    /** Voids the user's outstanding tokens (of one purpose, or all). */
    async voidFor(userId: string, purpose?: AccountTokenPurpose): Promise<void> {
      let q = db.deleteFrom('account_tokens').where('user_id', '=', userId);
      if (purpose) q = q.where('purpose', '=', purpose);
      await q.execute();
    },
  };
}
