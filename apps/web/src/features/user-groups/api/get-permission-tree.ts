import { ZPermissionTreeResponse } from '@sikerja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userGroupsKey } from './find-user-groups.ts';

/** `GET admin/master/user_group/permissions`: the menu tree with each screen's permission. */
export const permissionTreeQueryOptions = queryOptions({
  queryKey: [...userGroupsKey, 'permissions'],
  queryFn: ({ signal }) =>
    api.get('admin/master/user_group/permissions', ZPermissionTreeResponse, { signal }),
  staleTime: 10 * 60_000,
});

export function usePermissionTree() {
  return useQuery(permissionTreeQueryOptions);
}
