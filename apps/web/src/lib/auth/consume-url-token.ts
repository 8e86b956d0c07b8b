import { storeLogin } from './token-storage.ts';

/** Paths whose `token` parameter means something else (the password-reset link). */
const PATHS_KEEPING_TOKEN = ['/reset'];

/**
 * A `token` in the query string of any page is a session handed over by a link (SPEC
 * section 2): store it, set the remember-me cookie, take it out of the address bar at once
 * and start at the root. Runs before the router reads the location.
 */
export function consumeUrlToken(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token || PATHS_KEEPING_TOKEN.includes(url.pathname.replace(/\/+$/, ''))) return;
  storeLogin(token, true);
  window.history.replaceState(null, '', '/');
}
