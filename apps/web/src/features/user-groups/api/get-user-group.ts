import { ZUserGroupResponse } from '@sikerja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userGroupsKey } from './find-user-groups.ts';

/** `GET admin/master/user_group/:id`: the group with its permissions and members. */
export function userGroupQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...userGroupsKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`admin/master/user_group/${id}`, ZUserGroupResponse, { signal }),
  });
}

export function useUserGroup(id: number | null) {
  return useQuery({ ...userGroupQueryOptions(id ?? 0), enabled: id !== null });
}
