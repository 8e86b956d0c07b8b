import { ZAuthUserResponse } from '@sikerja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client.ts';

/** Keys of server state that survives a change of session; everything else is per user. */
export const PUBLIC_QUERY_ROOT = 'public';

/** `GET auth/user`, keyed by the token so a new session never sees the previous user. */
export function authUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['auth', 'user', token],
    queryFn: ({ signal }) => api.get('auth/user', ZAuthUserResponse, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
    retry: false,
  });
}
