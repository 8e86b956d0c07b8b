import type { TAuthUser } from '@sikerja/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { configureApiClient } from '../api-client.ts';
import { isApiError } from '../api-error.ts';
import { showMaintenanceDialog } from '../maintenance-dialog.tsx';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context.ts';
import { authUserQueryOptions, PUBLIC_QUERY_ROOT } from './auth-user-query.ts';
import {
  clearAuthStorage,
  isImpersonationStored,
  readToken,
  restoreDefaultToken,
  storeImpersonation,
  storeLogin,
  TOKEN_KEY,
} from './token-storage.ts';

/**
 * Holds the token (React state mirrored in local storage) and derives the auth state from the
 * `GET auth/user` query. Server data of one session never leaks into the next: every change of
 * token drops all cached queries except the public ones.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(readToken);
  const [impersonating, setImpersonating] = useState(isImpersonationStored);
  const [pendingPath, setPendingPath] = useState<string | null>(null);
  const settlePendingPath = useCallback(() => setPendingPath(null), []);
  const userQuery = useQuery(authUserQueryOptions(token));

  const dropPrivateQueries = useCallback(() => {
    void queryClient.cancelQueries({ predicate: (q) => q.queryKey[0] !== PUBLIC_QUERY_ROOT });
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== PUBLIC_QUERY_ROOT });
  }, [queryClient]);

  const switchTo = useCallback(
    (next: string | null, user: TAuthUser | null) => {
      dropPrivateQueries();
      if (next && user)
        queryClient.setQueryData(authUserQueryOptions(next).queryKey, { data: user });
      setToken(next);
      setImpersonating(isImpersonationStored());
    },
    [dropPrivateQueries, queryClient],
  );

  const signOutLocally = useCallback(() => {
    clearAuthStorage();
    switchTo(null, null);
  }, [switchTo]);

  // A layout effect runs before any query of the tree starts fetching (those start in effects).
  useLayoutEffect(() => {
    configureApiClient({
      getToken: readToken,
      onUnauthenticated: signOutLocally,
      onMaintenance: showMaintenanceDialog,
    });
  }, [signOutLocally]);

  // A login or logout in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const next = readToken();
      if (next !== token) switchTo(next, null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [switchTo, token]);

  const value = useMemo<AuthContextValue>(() => {
    const isEnded = isApiError(userQuery.error) && userQuery.error.status === 401;
    let status: AuthStatus = 'unknown';
    if (token === null || isEnded) status = 'guest';
    else if (userQuery.data) status = 'authenticated';
    return {
      status,
      user: status === 'authenticated' ? (userQuery.data?.data ?? null) : null,
      token,
      loadError: status === 'unknown' ? userQuery.error : null,
      isImpersonating: impersonating,
      signIn: (next, user, remember) => {
        storeLogin(next, remember);
        switchTo(next, user);
      },
      signOutLocally,
      startImpersonation: (next, user, then) => {
        storeImpersonation(next);
        setPendingPath(then);
        switchTo(next, user);
      },
      stopImpersonation: (then) => {
        const own = restoreDefaultToken();
        if (own) setPendingPath(then);
        switchTo(own, null);
        return own !== null;
      },
      pendingPath,
      settlePendingPath,
      retryLoad: () => {
        void userQuery.refetch();
      },
    };
  }, [token, userQuery, impersonating, pendingPath, settlePendingPath, signOutLocally, switchTo]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
