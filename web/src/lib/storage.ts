import type { User } from '../../../shared/schemas/auth';

/** Local storage keys from docs/product.md §3. */
export const STORAGE_KEYS = { token: 'token', user: 'user', playedReviewIds: 'playedReviewIds' } as const;

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function readStoredUser(): User | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    // Written by storeSession from a server answer; a hand check keeps zod out of the first load.
    const user = JSON.parse(raw) as Partial<User> | null;
    return typeof user?.id === 'string' && typeof user.username === 'string' && typeof user.isAdmin === 'boolean' ? (user as User) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function storeUser(user: User): void {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

/** Free-play review ids already played (docs/product.md §3), newest last. */
export function readPlayedReviewIds(): string[] {
  const raw = localStorage.getItem(STORAGE_KEYS.playedReviewIds);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds an id (once) and returns the new list. */
export function addPlayedReviewId(id: string): string[] {
  const ids = readPlayedReviewIds();
  if (!ids.includes(id)) ids.push(id);
  localStorage.setItem(STORAGE_KEYS.playedReviewIds, JSON.stringify(ids));
  return ids;
}

export function clearPlayedReviewIds(): void {
  localStorage.removeItem(STORAGE_KEYS.playedReviewIds);
}
