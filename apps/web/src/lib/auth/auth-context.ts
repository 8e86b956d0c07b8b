import type { TAuthUser } from '@sikerja/contracts';
import { createContext, useContext } from 'react';

/** SPEC section 4: the authenticated state is unknown, true or false. */
export type AuthStatus = 'unknown' | 'authenticated' | 'guest';

export interface AuthContextValue {
  status: AuthStatus;
  /** The user of the current token; null until known and for guests. */
  user: TAuthUser | null;
  token: string | null;
  /** Set when the user could not be loaded for a reason other than an ended session. */
  loadError: unknown;
  /** True while an admin acts as another user. */
  isImpersonating: boolean;
  /** Starts a session from a login answer; the user is fetched again right after. */
  signIn: (token: string, user: TAuthUser, remember: boolean) => void;
  /** Forgets the session in this browser: both tokens, the remember-me cookie, user data. */
  signOutLocally: () => void;
  /**
   * Switches to an impersonation token, keeping the admin's own token to return to, and moves
   * to `then`. Screens of the old session are not rendered (nor guarded) on the way there.
   */
  startImpersonation: (token: string, user: TAuthUser, then: string) => void;
  /** Returns to the admin's own token and to `then`; false when there was none to return to. */
  stopImpersonation: (then: string) => boolean;
  /** Where a session switch is heading; the root layout navigates there before rendering. */
  pendingPath: string | null;
  settlePendingPath: () => void;
  retryLoad: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session of this browser tab. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}

/** The logged-in user, for screens that render only behind the login guard. */
export function useCurrentUser(): TAuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useCurrentUser needs a logged-in user (use it behind the guard).');
  return user;
}
