/** Reads a cookie set by the server or by the app; null when it is not there. */
export function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
}

/** Sets a first-party cookie for the whole site that lasts the given number of days. */
export function writeCookie(name: string, value: string, days: number): void {
  const maxAge = Math.round(days * 24 * 60 * 60);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers staff still use.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
