import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { EmailChangeBody, PasswordResetConfirmBody, UpdateMeBody } from '../../../shared/schemas/account';
import type { Db } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import type { TokenService } from '../../plugins/auth';
import { ARGON2, type AuthService } from '../auth/auth.service';
import { identityKey } from '../auth/identity';
import type { Repositories, Transaction } from '../../repositories';
import { createAccountTokensRepository, type AccountTokenPurpose } from './account-tokens.repository';
import { accountMail, mailLanguage } from './mail-texts';
import type { Sessions } from './sessions';

/** An e-mailed link works for 30 minutes. */
export const ACCOUNT_TOKEN_TTL_MS = 30 * 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface AccountDeps {
  db: Db;
  /** One transaction over the account's tokens and the user row (server/repositories.ts). */
  transaction: Transaction;
  /** The users repository (module auth), wired in context.ts. */
  users: Repositories['users'];
  auth: AuthService;
  tokens: TokenService;
  sessions: Sessions;
  mailer: Mailer;
  /** The origin players open (PUBLIC_URL): links never come from a request's Host header. */
  publicUrl: string;
}

export type AccountService = ReturnType<typeof createAccountService>;

/** Reset, change and sign out everywhere (docs/security.md, "Accounts"). */
export function createAccountService(deps: AccountDeps) {
  const { db, users, auth, tokens, sessions, mailer } = deps;
  const accountTokens = createAccountTokensRepository(db);
  // Mails leave after the answer (the answer must not depend on whether an account exists); close waits for them.
  const pending = new Set<Promise<void>>();
  const later = (work: () => Promise<void>) => {
    const p = work().finally(() => pending.delete(p));
    pending.add(p);
  };

  async function issue(userId: string, purpose: AccountTokenPurpose, newEmail: string | null = null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await accountTokens.insert({
      token_hash: sha256(token),
      user_id: userId,
      purpose,
      new_email: newEmail,
      expires_at: new Date(now + ACCOUNT_TOKEN_TTL_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    });
    return token;
  }

  /** Takes a token out (used once, even when it turns out expired). */
  async function take(tx: Repositories, token: string, purpose: AccountTokenPurpose) {
    const row = await tx.accountTokens.take(sha256(token), purpose);
    if (!row || Date.parse(row.expires_at) <= Date.now()) return undefined;
    return row;
  }

  async function checkPassword(user: UserRow, password: string): Promise<void> {
    if (!(await verify(user.password_hash, password))) throw badRequest('wrongPassword');
  }

  /** A new password: every other session and every e-mailed link of the account ends; returns the new version. */
  async function setPassword(tx: Repositories, userId: string, passwordHash: string): Promise<number> {
    await tx.users.setPasswordHash(userId, passwordHash);
    await tx.accountTokens.voidFor(userId);
    return tx.users.raiseTokenVersion(userId);
  }

  const signedIn = async (userId: string, version: number): Promise<AuthResponse> => ({
    token: await tokens.sign(userId, version),
    user: await auth.toUser((await users.findById(userId))!),
  });

  return {
    async close(): Promise<void> {
      await Promise.all(pending);
    },

    /** Always accepted: whether the address has an account shows neither in the answer nor in its timing. */
    requestReset(email: string, acceptLanguage: string | undefined): void {
      later(async () => {
        const user = await users.findByEmail(email);
        if (!user || user.deleted_at) return;
        const token = await issue(user.id, 'password-reset');
        const language = mailLanguage(user.interface_language, acceptLanguage);
        await mailer.send(accountMail('reset', language, user.email, { name: user.username, link: `${deps.publicUrl}/reset-password#token=${token}` }));
      });
    },

    async confirmReset(input: PasswordResetConfirmBody): Promise<AuthResponse> {
      const passwordHash = await hash(input.password, ARGON2);
      const done = await deps.transaction(async (tx) => {
        const row = await take(tx, input.token, 'password-reset');
        if (!row) return undefined;
        return { userId: row.user_id, version: await setPassword(tx, row.user_id, passwordHash) };
      });
      if (!done) throw badRequest('linkInvalid');
      sessions.ended(done.userId);
      return signedIn(done.userId, done.version);
    },

    async logoutAll(userId: string): Promise<void> {
      await users.raiseTokenVersion(userId);
      sessions.ended(userId);
    },

    /** Username and/or password; the answer carries a token for this browser (a new password ends the others). */
    async updateMe(user: UserRow, input: UpdateMeBody): Promise<AuthResponse> {
      await checkPassword(user, input.currentPassword);
      if (input.username !== undefined && identityKey(input.username) !== user.username_key) {
        const other = await users.findByUsername(input.username);
        if (other && other.id !== user.id) throw conflict('usernameTaken');
      }
      const passwordHash = input.password === undefined ? undefined : await hash(input.password, ARGON2);
      let version = user.token_version;
      try {
        version = await deps.transaction(async (tx) => {
          if (input.username !== undefined) {
            await tx.users.setUsername(user.id, input.username);
            await tx.leagues.renameMember(user.id, input.username);
          }
          return passwordHash ? setPassword(tx, user.id, passwordHash) : user.token_version;
        });
      } catch (err) {
        // A concurrent change took the name first (unique index).
        if (/unique|duplicate/i.test(String(err))) throw conflict('usernameTaken');
        throw err;
      }
      if (passwordHash) sessions.ended(user.id);
      return signedIn(user.id, version);
    },

    /** Sends a confirmation link to the new address and tells the old one. */
    async requestEmailChange(user: UserRow, input: EmailChangeBody, acceptLanguage: string | undefined): Promise<void> {
      await checkPassword(user, input.currentPassword);
      if (identityKey(input.email) === user.email_key) throw badRequest('sameEmail');
      if (await users.findByEmail(input.email)) throw conflict('emailTaken');
      await accountTokens.voidFor(user.id, 'email-change');
      const token = await issue(user.id, 'email-change', input.email);
      const language = mailLanguage(user.interface_language, acceptLanguage);
      later(async () => {
        await mailer.send(accountMail('confirmEmail', language, input.email, { name: user.username, link: `${deps.publicUrl}/confirm-email#token=${token}` }));
        await mailer.send(accountMail('emailChangeNotice', language, user.email, { name: user.username, email: input.email }));
      });
    },

    async confirmEmailChange(token: string): Promise<{ email: string }> {
      let email: string | undefined;
      try {
        email = await deps.transaction(async (tx) => {
          const row = await take(tx, token, 'email-change');
          if (!row?.new_email) return undefined;
          await tx.users.setEmail(row.user_id, row.new_email);
          return row.new_email;
        });
      } catch (err) {
        // Someone registered the address since the link was sent (unique index): nothing changed.
        if (/unique|duplicate/i.test(String(err))) throw conflict('emailTaken');
        throw err;
      }
      if (!email) throw badRequest('linkInvalid');
      return { email };
    },

    checkPassword,
  };
}
