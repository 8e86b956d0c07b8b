import { ZMyPositionResponse } from '@sikerja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** `GET user/jabatan`: the caller's position, acting posts, approvers today and team. */
export const myPositionQueryOptions = queryOptions({
  queryKey: ['my-position'] as const,
  queryFn: ({ signal }) => api.get('user/jabatan', ZMyPositionResponse, { signal }),
});

export function useMyPosition() {
  return useQuery(myPositionQueryOptions);
}
