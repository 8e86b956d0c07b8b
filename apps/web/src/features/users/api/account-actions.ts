import { ZMessageResponse, ZStaffGroupsResponse } from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const base = 'admin/master/user';
/** The register is a master resource: its list and rows live under ['master', base]. */
const registerKey = ['master', base] as const;

type Action = 'activate' | 'deactivate' | 'reset-password';

/**
 * `POST admin/master/user/:id/<action>`: activate, deactivate, or mail a password link.
 * Status changes refresh the register and every select that lists people.
 */
export function useAccountAction(action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`${base}/${id}/${action}`, ZMessageResponse),
    onSuccess: () =>
      action === 'reset-password'
        ? undefined
        : queryClient.invalidateQueries({ queryKey: ['master'] }),
  });
}

/** `GET admin/master/user/:id/groups`, loaded when the groups dialog opens. */
export function useStaffGroups(id: number | null) {
  return useQuery({
    queryKey: [...registerKey, 'groups', id],
    queryFn: ({ signal }) => api.get(`${base}/${id}/groups`, ZStaffGroupsResponse, { signal }),
    enabled: id !== null,
  });
}

/** `PUT admin/master/user/:id/groups { group_ids }`. */
export function useSaveStaffGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, groupIds }: { id: number; groupIds: number[] }) =>
      api.put(`${base}/${id}/groups`, ZStaffGroupsResponse, { group_ids: groupIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerKey }),
  });
}
