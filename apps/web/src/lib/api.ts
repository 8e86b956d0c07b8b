import type { TApiError } from '@sikerja/contracts';

/** Base of every API call (SPEC section 7). */
export const API_BASE = '/api/v1';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: TApiError | undefined,
  ) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

/** GET a JSON resource under /api/v1; the accounts issue adds tokens and anti-forgery. */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiError(response.status, body as TApiError | undefined);
  return body as T;
}
