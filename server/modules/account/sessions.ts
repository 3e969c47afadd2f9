import type { CacheBus } from '../../lib/cache-bus';
import type { Session, SessionCheck } from '../../plugins/auth';

/** The bus topic announcing that a user's tokens ended (detail: the user id). */
export const SESSIONS_ENDED = 'sessions-ended';
/** A safety net only: a lost bus message keeps an ended token alive this long at most. */
const VERSION_CACHE_MS = 60_000;
const VERSIONS_KEPT = 50_000;

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Per-user token versions (docs/security.md, "Accounts"). Every request with a token checks that the
 * token's version is the account's current one. The versions are cached in each process, so a
 * player's calls cost no query; raising a version announces it on the bus, which drops the cached
 * version in every worker and instance at once.
 */
/** Where the current token versions are read (the users repository, wired in context.ts). */
interface TokenVersions {
  tokenVersion(userId: string): Promise<number | undefined>;
}

export function createSessions({ users, bus }: { users: TokenVersions; bus: CacheBus }): SessionCheck & {
  ended(userId: string): void;
  onEnded(listener: (userId: string) => void): void;
} {
  const versions = new Map<string, { version: number | undefined; until: number }>();
  // Bumped on every invalidation: a read that started before it does not store what it read.
  let epoch = 0;
  bus.subscribe(SESSIONS_ENDED, (userId) => {
    epoch += 1;
    if (userId) versions.delete(userId);
    else versions.clear();
  });

  async function current(userId: string): Promise<number | undefined> {
    const known = versions.get(userId);
    if (known && Date.now() < known.until) return known.version;
    const startedAt = epoch;
    const version = await users.tokenVersion(userId);
    if (startedAt === epoch) {
      if (versions.size >= VERSIONS_KEPT) versions.clear();
      versions.set(userId, { version, until: Date.now() + VERSION_CACHE_MS });
    }
    return version;
  }

  return {
    async isCurrent(session: Session) {
      const version = await current(session.userId);
      return version !== undefined && version === session.version;
    },
    /** Call after the transaction that raised the version has committed. */
    ended(userId: string) {
      bus.publish(SESSIONS_ENDED, userId);
    },
    /** Runs in every process when a user's tokens ended (the analytics socket closes theirs). */
    onEnded(listener: (userId: string) => void) {
      bus.subscribe(SESSIONS_ENDED, (userId) => userId && listener(userId));
    },
  };
}
