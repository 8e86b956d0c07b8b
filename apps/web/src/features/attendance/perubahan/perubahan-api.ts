import {
  type TCreatePerubahanRequest,
  type TDecisionBody,
  ZPerubahanResponse,
  ZPerubahanRow,
} from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

export const perubahanKey = ['perubahan'] as const;

/** `POST user/presensi/perubahan/list` with `{ box, status }`. */
export const myPerubahanList = defineListEndpoint({
  key: perubahanKey,
  path: 'user/presensi/perubahan/list',
  row: ZPerubahanRow,
});

/** `POST admin/absensi/perubahan/list` with `{ status, unit_id, date_from, date_to }`. */
export const adminPerubahanList = defineListEndpoint({
  key: perubahanKey,
  path: 'admin/absensi/perubahan/list',
  row: ZPerubahanRow,
});

export function useCreatePerubahan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePerubahanRequest) =>
      api.post('user/presensi/perubahan', ZPerubahanResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: perubahanKey }),
  });
}

/** Decides from the person's inbox or, with `admin`, from the admin screen. */
export function useDecidePerubahan(admin: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TDecisionBody }) =>
      api.post(
        `${admin ? 'admin/absensi/perubahan' : 'user/presensi/perubahan'}/${id}/decide`,
        ZPerubahanResponse,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: perubahanKey }),
  });
}

export function useWithdrawPerubahan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`user/presensi/perubahan/${id}/withdraw`, ZPerubahanResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: perubahanKey }),
  });
}

/** The evidence of a request, as the server serves it to those who see the request. */
export const evidencePath = (id: number) => `/api/v1/user/presensi/perubahan/${id}/file`;
