import { createContext, useContext } from 'react';

export type AuthMode = 'login' | 'register' | 'forgot';

/** Opens the sign-up / log-in modal, which the app shell renders (features/auth/auth-modal.tsx). */
export const AuthModalContext = createContext<{ openAuth(mode: AuthMode): void } | null>(null);

export function useAuthModal() {
  const ctx = useContext(AuthModalContext);
  if (!ctx) throw new Error('useAuthModal must be used inside AuthModalProvider');
  return ctx;
}
