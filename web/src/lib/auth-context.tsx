import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { User, UserSchema } from '../../../shared/schemas/auth';
import { apiRequest, type ResponseOf } from './api';
import { onSessionExpired } from './session-expiry';
import { clearSession, readStoredUser, readToken, storeSession, storeUser } from './storage';

interface AuthState {
  user: User | null;
  token: string | null;
  /** True until the session-start check has finished. */
  loading: boolean;
  isAuthenticated: boolean;
  /**
   * Who the game pages play for: the user's id or 'guest'. It changes on a deliberate login or
   * logout only. A session the server refused (401) is dropped without changing it, and so is the
   * login that follows, so a game on screen is never thrown away when a token runs out.
   */
  playerKey: string;
  signIn(token: string, user: User): void;
  signOut(): void;
  /** Re-reads the user (score, streak) from the server. */
  refreshUser(): Promise<void>;
}

const fetchMe = (signal?: AbortSignal) => apiRequest<ResponseOf<typeof UserSchema>>('/auth/me', { signal });

const AuthContext = createContext<AuthState | null>(null);

const storedPlayerKey = () => (readToken() && readStoredUser()?.id) || 'guest';

/** docs/product.md §4 session start: trust the stored copy at once, then refresh it from the server. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => (readToken() && readStoredUser() ? readToken() : null));
  const [user, setUser] = useState<User | null>(() => (readToken() ? readStoredUser() : null));
  const [loading, setLoading] = useState(() => Boolean(readToken() && readStoredUser()));
  const [playerKey, setPlayerKey] = useState(storedPlayerKey);
  // The session was dropped by the server rather than by the player.
  const dropped = useRef(false);

  /** Forgets the session but keeps `playerKey`: whatever the player is doing stays on screen. */
  const dropSession = useCallback(() => {
    clearSession();
    dropped.current = true;
    setToken(null);
    setUser(null);
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    dropped.current = false;
    setToken(null);
    setUser(null);
    setPlayerKey('guest');
  }, []);

  const signIn = useCallback((newToken: string, newUser: User) => {
    storeSession(newToken, newUser);
    setToken(newToken);
    setUser(newUser);
    // Logging in again after an expired session continues the game on screen (the server moves
    // what the guest played to the account).
    if (!dropped.current) setPlayerKey(newUser.id);
    dropped.current = false;
  }, []);

  const refreshUser = useCallback(async () => {
    if (!readToken()) return;
    const fresh = await fetchMe();
    storeUser(fresh);
    setUser(fresh);
  }, []);

  // Any 401 (announced by the API client, which has already cleared the stored items).
  useEffect(() => onSessionExpired(dropSession), [dropSession]);

  useEffect(() => {
    const controller = new AbortController();
    if (!readToken() || !readStoredUser()) {
      clearSession();
      return;
    }
    // Leaving the page cancels the check: that is no failed refresh, and must not sign the player out.
    // A page kept for the back button (persisted) is left alone, so it comes back with its check done.
    const leave = (event: PageTransitionEvent) => {
      if (!event.persisted) controller.abort();
    };
    window.addEventListener('pagehide', leave);
    fetchMe(controller.signal)
      .then((fresh) => {
        storeUser(fresh);
        setUser(fresh);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        // docs/product.md §4: a failed refresh signs the player out (a 401 was already announced and handled).
        console.error('Session refresh failed', err);
        dropSession();
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => {
      window.removeEventListener('pagehide', leave);
      controller.abort();
    };
  }, [dropSession]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      token,
      loading,
      isAuthenticated: Boolean(token && user),
      playerKey,
      signIn,
      signOut,
      refreshUser,
    }),
    [user, token, loading, playerKey, signIn, signOut, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
