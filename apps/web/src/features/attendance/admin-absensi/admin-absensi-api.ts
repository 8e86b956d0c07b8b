import {
  type TAbsensiEditRequest,
  ZAbsensiDayDetailResponse,
  ZAbsensiDayRow,
  ZAbsensiMonthResponse,
  ZAbsensiSummaryResponse,
  ZPunchImportResponse,
} from '@sikerja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

export const absensiKey = ['admin-absensi'] as const;

/** `POST admin/absensi/list` with `{ date, unit_id, code, flagged }`. */
export const absensiDayList = defineListEndpoint({
  key: absensiKey,
  path: 'admin/absensi/list',
  row: ZAbsensiDayRow,
});

export function useDayDetail(userId: number | null, date: string) {
  return useQuery({
    ...queryOptions({
      queryKey: [...absensiKey, 'day', userId, date],
      queryFn: ({ signal }) =>
        api.get('admin/absensi/day', ZAbsensiDayDetailResponse, {
          query: { user_id: userId ?? 0, date },
          signal,
        }),
    }),
    enabled: userId !== null,
    select: (res) => res.data,
  });
}

export function useEditDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAbsensiEditRequest) =>
      api.put('admin/absensi/day', ZAbsensiDayDetailResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absensiKey }),
  });
}

export function useMonth(userId: number | null, year: number, month: number) {
  return useQuery({
    queryKey: [...absensiKey, 'month', userId, year, month],
    queryFn: ({ signal }) =>
      api.get('admin/absensi/month', ZAbsensiMonthResponse, {
        query: { user_id: userId ?? 0, year, month },
        signal,
      }),
    enabled: userId !== null,
    select: (res) => res.data,
  });
}

export function useSummary(enabled: boolean) {
  return useQuery({
    queryKey: [...absensiKey, 'summary'],
    queryFn: ({ signal }) => api.get('admin/absensi/summary', ZAbsensiSummaryResponse, { signal }),
    enabled,
    select: (res) => res.data,
    refetchInterval: 60_000,
  });
}

export function useImportPunches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => api.upload('admin/absensi/import', ZPunchImportResponse, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: absensiKey }),
  });
}
