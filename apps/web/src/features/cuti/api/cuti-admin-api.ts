/** `/admin/cuti_setting` and `/admin/laporan/cuti` endpoints. */
import {
  type TBersamaDuty,
  type TCutiSetting,
  type TOpeningBalance,
  ZBersamaDutyRow,
  ZCutiReportRow,
  ZCutiSettingRow,
  ZMessageResponse,
  ZOpeningBalanceRow,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

const ROOT = ['cuti-admin'] as const;

export const openingList = defineListEndpoint({
  key: [...ROOT, 'saldo-awal'],
  path: 'admin/cuti_setting/saldo_awal/list',
  row: ZOpeningBalanceRow,
});
export const dutyList = defineListEndpoint({
  key: [...ROOT, 'cuti-bersama'],
  path: 'admin/cuti_setting/cuti_bersama/list',
  row: ZBersamaDutyRow,
});
export const reportList = defineListEndpoint({
  key: [...ROOT, 'laporan'],
  path: 'admin/laporan/cuti/list',
  row: ZCutiReportRow,
});

export function useCutiSetting(year: number) {
  return useQuery({
    queryKey: [...ROOT, 'setting', year],
    queryFn: ({ signal }) =>
      api.get(`admin/cuti_setting/${year}`, z.object({ data: ZCutiSettingRow }), { signal }),
    select: (r) => r.data,
  });
}

function useAdminMutation<T>(fn: (arg: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const useSaveSetting = () =>
  useAdminMutation(({ year, ...body }: TCutiSetting) =>
    api.put(`admin/cuti_setting/${year}`, z.object({ data: ZCutiSettingRow }), body),
  );
export const useSaveOpening = () =>
  useAdminMutation((body: TOpeningBalance) =>
    api.post('admin/cuti_setting/saldo_awal', ZMessageResponse, body),
  );
export const useDeleteOpening = () =>
  useAdminMutation((id: number) => api.delete(`admin/cuti_setting/saldo_awal/${id}`));
export const useAddDuty = () =>
  useAdminMutation((body: TBersamaDuty) =>
    api.post('admin/cuti_setting/cuti_bersama', ZMessageResponse, body),
  );
export const useDeleteDuty = () =>
  useAdminMutation((id: number) => api.delete(`admin/cuti_setting/cuti_bersama/${id}`));
