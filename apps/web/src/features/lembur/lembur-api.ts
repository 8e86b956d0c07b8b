/** The endpoints of `/user/presensi_lembur` and `/admin/lembur` (docs/lembur.md). */
import {
  type TCreateLemburRequest,
  type TDecisionBody,
  type TLemburPunchRequest,
  type TLemburTarif,
  ZLemburRekapResponse,
  ZLemburResponse,
  ZLemburRow,
  ZLemburSubordinates,
  ZLemburTarifResponse,
  ZLemburToday,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { defineListEndpoint } from '../../platform/data-table/data-table.api.ts';

export const lemburKey = ['lembur'] as const;

/** `POST user/presensi_lembur/list` with `{ box, status }`. */
export const myLemburList = defineListEndpoint({
  key: lemburKey,
  path: 'user/presensi_lembur/list',
  row: ZLemburRow,
});

/** `POST admin/lembur/list` with `{ status, unit_id, month }`. */
export const adminLemburList = defineListEndpoint({
  key: lemburKey,
  path: 'admin/lembur/list',
  row: ZLemburRow,
});

const invalidate = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: lemburKey });

export function useLemburToday() {
  return useQuery({
    queryKey: [...lemburKey, 'today'],
    queryFn: ({ signal }) =>
      api.get('user/presensi_lembur/today', z.object({ data: ZLemburToday }), { signal }),
    select: (r) => r.data,
  });
}

export function useSubordinates(enabled: boolean) {
  return useQuery({
    queryKey: [...lemburKey, 'bawahan'],
    queryFn: ({ signal }) =>
      api.get('user/presensi_lembur/bawahan', ZLemburSubordinates, { signal }),
    select: (r) => r.data,
    enabled,
  });
}

export function useCreateLembur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateLemburRequest) =>
      api.post('user/presensi_lembur', ZLemburResponse, body),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useDecideLembur(admin: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TDecisionBody }) =>
      api.post(
        `${admin ? 'admin/lembur' : 'user/presensi_lembur'}/${id}/decide`,
        ZLemburResponse,
        body,
      ),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useWithdrawLembur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`user/presensi_lembur/${id}/withdraw`, ZLemburResponse),
    onSuccess: () => invalidate(queryClient),
  });
}

export function usePunchLembur() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TLemburPunchRequest }) =>
      api.post(`user/presensi_lembur/${id}/absen`, ZLemburResponse, body),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useLemburRekap(year: number, month: number, unitId: number | null) {
  return useQuery({
    queryKey: [...lemburKey, 'rekap', year, month, unitId],
    queryFn: ({ signal }) =>
      api.get('admin/lembur/rekap', z.object({ data: ZLemburRekapResponse }), {
        signal,
        query: { year, month, unit_id: unitId ?? undefined },
      }),
    select: (r) => r.data,
  });
}

export function useLemburTarif(year: number) {
  return useQuery({
    queryKey: [...lemburKey, 'tarif', year],
    queryFn: ({ signal }) =>
      api.get('admin/lembur/tarif', ZLemburTarifResponse, { signal, query: { year } }),
    select: (r) => r.data,
  });
}

export function useSaveLemburTarif() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLemburTarif) => api.put('admin/lembur/tarif', ZLemburTarifResponse, body),
    onSuccess: () => invalidate(queryClient),
  });
}
