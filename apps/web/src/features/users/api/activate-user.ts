import { ZMessageResponse } from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usersKey } from './find-users.ts';

/** `POST admin/master/user/:id/activate`: a self-registered account may log in. */
export function activateUser(id: number) {
  return api.post(`admin/master/user/${id}/activate`, ZMessageResponse);
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
