import { ZMenuAdminResponse } from '@sikerja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Not under ['menu']: that key is the sidebar's, and invalidating it after a group change
 * need not refetch the whole editor tree.
 */
export const adminMenuKey = ['menu-admin'] as const;

/** `GET admin/menu`: the whole side menu, unfiltered, for the editor. */
export const adminMenuQueryOptions = queryOptions({
  queryKey: adminMenuKey,
  queryFn: ({ signal }) => api.get('admin/menu', ZMenuAdminResponse, { signal }),
});

export function useAdminMenu() {
  return useQuery(adminMenuQueryOptions);
}
