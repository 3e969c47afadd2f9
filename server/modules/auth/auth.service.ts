import { isLanguage, utcDate } from '../../../shared/constants';
import { hash, verify } from '@node-rs/argon2';
import type { LoginBody, RegisterBody, User } from '../../../shared/schemas/auth';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import { newId, nowIso } from '../../lib/ids';
import type { TokenService } from '../../plugins/auth';
import { identityKey } from './identity';
import type { UsersRepository } from './users.repository';
import type { Transaction } from '../../repositories';
import { currentStreak } from '../scores/day-streak';


export const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export type AuthService = ReturnType<typeof createAuthService>;

/** `transaction`: a new user is inserted and counted at total 0 for ranks in one transaction. */
export function createAuthService(users: UsersRepository, tokens: TokenService, transaction: Transaction) {
  // A hash of a random password, verified against when the email is unknown so that timing does not reveal it.
  const dummyHash = hash(newId(), ARGON2);

  async function toUser(row: UserRow): Promise<User> {
    return {
      id: row.id,
      username: row.username,
      email: row.email,
      totalScore: row.total_score,
      gamesPlayed: row.games_played,
      practiceScore: row.practice_score,
      streak: currentStreak(row),
      dailyDoneToday: row.last_daily_day === utcDate(),
      isAdmin: row.is_admin === 1,
      // Only once chosen, so the user record reads as before for everyone else.
      ...(isLanguage(row.interface_language) && { interfaceLanguage: row.interface_language }),
    };
  }

  async function createUser(input: RegisterBody, isAdmin: boolean): Promise<UserRow> {
    if (await users.findByUsername(input.username)) throw conflict('usernameTaken');
    if (await users.findByEmail(input.email)) throw conflict('emailTaken');
    const row: UserRow = {
      id: newId(),
      username: input.username,
      username_key: identityKey(input.username),
      email: input.email,
      email_key: identityKey(input.email),
      password_hash: await hash(input.password, ARGON2),
      is_admin: isAdmin ? 1 : 0,
      total_score: 0,
      games_played: 0,
      practice_score: 0,
      history_reset_at: null,
      created_at: nowIso(),
      day_streak: 0,
      last_daily_day: null,
      interface_language: null,
      token_version: 0,
      deleted_at: null,
    };
    try {
      await transaction(async (tx) => {
        await tx.users.insert(row);
        await tx.scoreCounts.addUser();
      });
    } catch (err) {
      // A concurrent registration won the unique index.
      if (/unique|duplicate/i.test(String(err))) throw conflict('usernameOrEmailTaken');
      throw err;
    }
    return row;
  }

  return {
    toUser,

    async register(input: RegisterBody): Promise<{ token: string; user: User }> {
      const row = await createUser(input, false);
      return { token: await tokens.sign(row.id, row.token_version), user: await toUser(row) };
    },

    async login(input: LoginBody): Promise<{ token: string; user: User }> {
      const row = await users.findByEmail(input.email);
      const ok = row ? await verify(row.password_hash, input.password) : (await verify(await dummyHash, input.password), false);
      if (!row || !ok) throw badRequest('invalidLogin');
      return { token: await tokens.sign(row.id, row.token_version), user: await toUser(row) };
    },

    /** Creates the admin if missing, or promotes the existing account with that email. */
    async ensureAdmin(input: RegisterBody): Promise<'created' | 'promoted' | 'unchanged'> {
      const existing = (await users.findByEmail(input.email)) ?? (await users.findByUsername(input.username));
      if (!existing) {
        await createUser(input, true);
        return 'created';
      }
      if (existing.is_admin === 1) return 'unchanged';
      await users.setAdmin(existing.id, true);
      return 'promoted';
    },
  };
}
