import { type TMovePositionRequest, ZMessageResponse } from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { positionMapKey } from './get-position-map.ts';

/** The jabatan master's list and rows show the superior's name; they change with a move. */
const jabatanKey = ['master', 'admin/master/jabatan'] as const;

/** `PUT admin/master/jabatan/peta/:id`: puts a position under another one (or at the top). */
export function movePosition(id: number, body: TMovePositionRequest) {
  return api.put(`admin/master/jabatan/peta/${id}`, ZMessageResponse, body);
}

export function useMovePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TMovePositionRequest }) =>
      movePosition(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: positionMapKey }),
        queryClient.invalidateQueries({ queryKey: jabatanKey }),
      ]),
  });
}
