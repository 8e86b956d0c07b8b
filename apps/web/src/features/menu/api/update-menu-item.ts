import { type TUpdateMenuItemRequest, ZMenuAdminResponse } from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminMenuKey } from './get-admin-menu.ts';

/** The sidebar's query (app/shell/api/get-menu-access.ts); features do not import the shell. */
const menuAccessKey = ['menu', 'access'] as const;

/** `PUT admin/menu/:id`; answers the whole tree, renumbered. */
export function updateMenuItem(id: number, body: TUpdateMenuItemRequest) {
  return api.put(`admin/menu/${id}`, ZMenuAdminResponse, body);
}

/** Saves one entry, keeps the answer as the editor's tree, and refreshes the sidebar at once. */
export function useUpdateMenuItem(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateMenuItemRequest) => updateMenuItem(id, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminMenuKey, answer);
      return queryClient.invalidateQueries({ queryKey: menuAccessKey });
    },
  });
}
