import { type TSaveUserGroupRequest, ZUserGroupResponse } from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userGroupsKey } from './find-user-groups.ts';

/** `POST admin/master/user_group` for a new group, `PUT admin/master/user_group/:id` otherwise. */
export function saveUserGroup(id: number | null, body: TSaveUserGroupRequest) {
  return id === null
    ? api.post('admin/master/user_group', ZUserGroupResponse, body)
    : api.put(`admin/master/user_group/${id}`, ZUserGroupResponse, body);
}

export function useSaveUserGroup(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveUserGroupRequest) => saveUserGroup(id, body),
    // The admin's own permissions, and so their menu, may have changed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userGroupsKey }),
        queryClient.invalidateQueries({ queryKey: ['menu'] }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
      ]),
  });
}
