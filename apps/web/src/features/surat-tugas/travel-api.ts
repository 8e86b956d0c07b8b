/**
 * The endpoints of the travel administration: `/admin/administrasi_surat_tugas` (cost plans,
 * SPD), `/admin/pembayaran_surat_tugas` (payments) and the traveller's own trip under
 * `/user/administrasi_surat_tugas/:letterId/travel`.
 */
import {
  type TTravelActualsInput,
  type TTravelAdvanceInput,
  type TTravelPlanInput,
  type TTravelSettleInput,
  ZTravelDetailResponse,
  ZTravelPaymentOptions,
  ZTravelRow,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { defineListEndpoint } from '../../platform/data-table/data-table.api.ts';

export const travelKey = ['surat-tugas-travel'] as const;
export const ADMIN_TRAVEL = 'admin/administrasi_surat_tugas';
export const PAY_TRAVEL = 'admin/pembayaran_surat_tugas';
export const MY_TRAVEL = 'user/administrasi_surat_tugas';

export const adminTravelList = defineListEndpoint({
  key: travelKey,
  path: `${ADMIN_TRAVEL}/list`,
  row: ZTravelRow,
});
export const paymentTravelList = defineListEndpoint({
  key: travelKey,
  path: `${PAY_TRAVEL}/list`,
  row: ZTravelRow,
});

/** The detail of one trip: by traveller (admin), by travel (payments) or by letter (mine). */
export function travelPath(view: 'admin' | 'pay' | 'mine', id: number) {
  if (view === 'admin') return `${ADMIN_TRAVEL}/${id}`;
  if (view === 'pay') return `${PAY_TRAVEL}/${id}`;
  return `${MY_TRAVEL}/${id}/travel`;
}

export function useTravelDetail(view: 'admin' | 'pay' | 'mine', id: number | null) {
  return useQuery({
    queryKey: [...travelKey, view, id],
    queryFn: ({ signal }) => api.get(travelPath(view, id ?? 0), ZTravelDetailResponse, { signal }),
    select: (r) => r.data,
    enabled: id !== null,
  });
}

export function usePaymentOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...travelKey, 'options'],
    queryFn: ({ signal }) => api.get(`${PAY_TRAVEL}/options`, ZTravelPaymentOptions, { signal }),
    select: (r) => r.data,
    enabled,
  });
}

function useTravelMutation<T>(fn: (vars: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: travelKey }),
  });
}

export const useSavePlan = () =>
  useTravelMutation(({ id, body }: { id: number; body: TTravelPlanInput }) =>
    api.put(`${ADMIN_TRAVEL}/${id}/plan`, ZTravelDetailResponse, body),
  );
/**
 * Where the actual costs of at-cost lines go: the traveller's own trip by letter, or any
 * traveller row (cadets included) by the admin.
 */
export function actualsPath(view: 'admin' | 'mine', id: number) {
  return view === 'admin' ? `${ADMIN_TRAVEL}/${id}/actuals` : `${MY_TRAVEL}/${id}/travel/actuals`;
}
export const useSaveActuals = () =>
  useTravelMutation(({ path, body }: { path: string; body: TTravelActualsInput }) =>
    api.put(path, ZTravelDetailResponse, body),
  );
export const useAddDocument = () =>
  useTravelMutation(
    ({ letterId, kind, fileId }: { letterId: number; kind: string; fileId: string }) =>
      api.post(`${MY_TRAVEL}/${letterId}/travel/documents`, ZTravelDetailResponse, {
        kind,
        file_id: fileId,
      }),
  );
export const useRemoveDocument = () =>
  useTravelMutation(({ letterId, docId }: { letterId: number; docId: number }) =>
    api.delete(`${MY_TRAVEL}/${letterId}/travel/documents/${docId}`),
  );
export const usePaymentCommand = () =>
  useTravelMutation(
    ({
      id,
      command,
      body,
    }: {
      id: number;
      command: 'advance' | 'settle' | 'refund';
      body: TTravelAdvanceInput | TTravelSettleInput | { paid_at: string };
    }) => api.post(`${PAY_TRAVEL}/${id}/${command}`, ZTravelDetailResponse, body),
  );
