import { ZMessageResponse } from '@sikerja/contracts';
import { api } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { readDefaultToken } from '../../../lib/auth/token-storage.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';

/** `POST auth/logout`: the server revokes the token. Failures do not keep anyone logged in. */
export async function logout(): Promise<void> {
  const own = readDefaultToken();
  const calls = [
    api.post('auth/logout', ZMessageResponse, undefined, { handleUnauthenticated: false }),
  ];
  // Logging out while impersonating ends the admin's own session too.
  if (own) {
    calls.push(
      api.post('auth/logout', ZMessageResponse, undefined, {
        bearerToken: own,
        handleUnauthenticated: false,
      }),
    );
  }
  await Promise.allSettled(calls);
}

/** Long enough to read 'Berhasil!' before the page reloads. */
const RELOAD_DELAY_MS = 900;

/**
 * Logout as SPEC sections 2 and 4 describe it: revoke on the server, then forget the
 * remember-me cookie, both tokens and the user's data here, say 'Berhasil!' and reload at
 * /login, so nothing of the session survives in memory either.
 */
export function useLogout(): () => Promise<void> {
  const auth = useAuth();
  return async () => {
    await logout();
    auth.signOutLocally();
    notifySuccess('Anda telah keluar dari akun.');
    await new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS));
    window.location.replace(paths.login);
  };
}
