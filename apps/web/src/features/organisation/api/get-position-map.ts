import { ZPositionMapResponse } from '@sikerja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const positionMapKey = ['position-map'] as const;

/** `GET admin/master/jabatan/peta`: every position as a tree, with the people holding each. */
export const positionMapQueryOptions = queryOptions({
  queryKey: positionMapKey,
  queryFn: ({ signal }) => api.get('admin/master/jabatan/peta', ZPositionMapResponse, { signal }),
});

export function usePositionMap() {
  return useQuery(positionMapQueryOptions);
}
