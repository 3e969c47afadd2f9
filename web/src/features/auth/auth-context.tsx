import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '../../../../shared/schemas/auth';
import { clearSession, readStoredUser, readToken, storeSession, storeUser } from '../../lib/storage';
import { fetchMe } from './auth-api';

interface AuthState {
  user: User | null;
  token: string | null;
  /** True until the session-start check has finished. */
  loading: boolean;
  isAuthenticated: boolean;
  signIn(token: string, user: User): void;
  signOut(): void;
  /** Re-reads the user (score, streak) from the server. */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** SPEC 4 session start: trust the stored copy at once, then refresh it from the server. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => (readToken() && readStoredUser() ? readToken() : null));
  const [user, setUser] = useState<User | null>(() => (readToken() ? readStoredUser() : null));
  const [loading, setLoading] = useState(() => Boolean(readToken() && readStoredUser()));

  const signOut = useCallback(() => {
    clearSession();
    setToken(null);
    setUser(null);
  }, []);

  const refreshUser = useCallback(async () => {
    if (!readToken()) return;
    const fresh = await fetchMe();
    storeUser(fresh);
    setUser(fresh);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    if (!readToken() || !readStoredUser()) {
      clearSession();
      return;
    }
    fetchMe(controller.signal)
      .then((fresh) => {
        storeUser(fresh);
        setUser(fresh);
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Session refresh failed', err);
        signOut();
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [signOut]);

  useEffect(() => {
    // The API client signals a 401 on the home page, where it cannot navigate to the root.
    window.addEventListener('reviewquest:signed-out', signOut);
    return () => window.removeEventListener('reviewquest:signed-out', signOut);
  }, [signOut]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      token,
      loading,
      isAuthenticated: Boolean(token && user),
      signIn(newToken, newUser) {
        storeSession(newToken, newUser);
        setToken(newToken);
        setUser(newUser);
      },
      signOut,
      refreshUser,
    }),
    [user, token, loading, signOut, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
