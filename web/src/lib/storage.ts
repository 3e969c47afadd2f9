import { UserSchema, type User } from '../../../shared/schemas/auth';

/** Local storage keys from SPEC section 3. */
export const STORAGE_KEYS = { token: 'token', user: 'user', playedReviewIds: 'playedReviewIds' } as const;

export function readToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token);
}

export function readStoredUser(): User | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
