/**
 * Where the session lives in the browser (SPEC sections 4 and 9). The key names are the
 * spec's and must not change: other tabs and older builds read the same ones.
 * - `authToken`: the token every request carries (while impersonating, the acting one);
 * - `default_auth_token`: while impersonating, the admin's own token to return to;
 * - `impersonate_auth_token`: while impersonating, the token acting as the other user.
 */
import { REMEMBER_ME_DAYS } from '@sikerja/contracts';
import { deleteCookie, writeCookie } from '../cookies.ts';

export const TOKEN_KEY = 'authToken';
export const DEFAULT_TOKEN_KEY = 'default_auth_token';
export const IMPERSONATE_TOKEN_KEY = 'impersonate_auth_token';
export const REMEMBER_COOKIE = 'remember';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked (private mode): the session lasts as long as the page.
  }
}

/** The token requests carry now, or null for a guest. */
export function readToken(): string | null {
  return read(TOKEN_KEY);
}

/** Stores a fresh login; 'Ingat saya' also sets the remember-me cookie for 14 days. */
export function storeLogin(token: string, remember: boolean): void {
  write(TOKEN_KEY, token);
  write(DEFAULT_TOKEN_KEY, null);
  write(IMPERSONATE_TOKEN_KEY, null);
  if (remember) writeCookie(REMEMBER_COOKIE, 'true', REMEMBER_ME_DAYS);
  else deleteCookie(REMEMBER_COOKIE);
}

/** Keeps the admin's own token aside and makes the impersonation token the active one. */
export function storeImpersonation(token: string): void {
  const own = read(DEFAULT_TOKEN_KEY) ?? read(TOKEN_KEY);
  if (own) write(DEFAULT_TOKEN_KEY, own);
  write(IMPERSONATE_TOKEN_KEY, token);
  write(TOKEN_KEY, token);
}

/** Drops the impersonation token and makes the admin's own token active again. */
export function restoreDefaultToken(): string | null {
  const own = read(DEFAULT_TOKEN_KEY);
  write(IMPERSONATE_TOKEN_KEY, null);
  write(DEFAULT_TOKEN_KEY, null);
  write(TOKEN_KEY, own);
  return own;
}

export function isImpersonationStored(): boolean {
  return read(IMPERSONATE_TOKEN_KEY) !== null && read(DEFAULT_TOKEN_KEY) !== null;
}

/** Logout: the remember-me cookie and both tokens go (SPEC section 4). */
export function clearAuthStorage(): void {
  write(TOKEN_KEY, null);
  write(DEFAULT_TOKEN_KEY, null);
  write(IMPERSONATE_TOKEN_KEY, null);
  deleteCookie(REMEMBER_COOKIE);
}

/** While impersonating: the admin's own token, kept to return to. */
export function readDefaultToken(): string | null {
  return read(DEFAULT_TOKEN_KEY);
}
