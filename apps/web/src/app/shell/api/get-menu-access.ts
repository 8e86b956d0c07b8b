import { ZMenuResponse } from '@sikerja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET routes/access`: the side menu of the logged-in user, filtered by the server. */
export const menuAccessQueryOptions = queryOptions({
  queryKey: ['menu', 'access'],
  queryFn: ({ signal }) => api.get('routes/access', ZMenuResponse, { signal }),
  staleTime: 5 * 60_000,
  // SPEC section 7: a failure of the menu call is ignored; the fixed Home entry stays.
  retry: false,
});

export function useMenuAccess() {
  return useQuery(menuAccessQueryOptions);
}
