import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { userGroupsKey } from './find-user-groups.ts';

/** `DELETE admin/master/user_group/:id`; 409 for system groups and groups with members. */
export function deleteUserGroup(id: number) {
  return api.delete(`admin/master/user_group/${id}`);
}

export function useDeleteUserGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserGroup,
    // The admin's own permissions, and so their menu, may have changed too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userGroupsKey }),
        queryClient.invalidateQueries({ queryKey: ['menu'] }),
        queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
      ]),
  });
}
