/**
 * The endpoints of `/user/kinerja/realisasi`, `/user/persetujuan/realisasi` and
 * `/admin/tanggung_renteng` (docs/kinerja.md "Realisasi bulanan").
 */
import {
  paginated,
  type TRealisasiDecisionRequest,
  type TRealisasiValue,
  type TTanggungRentengRequest,
  ZPersonSearchResponse,
  ZRealisasiMonthResponse,
  ZRealisasiSummary,
  ZTanggungRentengRow,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiDownload } from '../../lib/api-client.ts';
import { defineListEndpoint } from '../../platform/data-table/data-table.api.ts';

export const realisasiKey = ['kinerja-realisasi'] as const;
const base = 'user/kinerja/realisasi';

export const realisasiInbox = defineListEndpoint({
  key: realisasiKey,
  path: 'user/persetujuan/realisasi/list',
  row: ZRealisasiSummary,
});
export const tanggungRentengList = defineListEndpoint({
  key: realisasiKey,
  path: 'admin/tanggung_renteng/list',
  row: ZTanggungRentengRow,
});

export interface Period {
  year: number;
  month: number;
}

export function useMyRealisasi(period: Period) {
  return useQuery({
    queryKey: [...realisasiKey, 'mine', period.year, period.month],
    queryFn: ({ signal }) =>
      api.get(`${base}?year=${period.year}&month=${period.month}`, ZRealisasiMonthResponse, {
        signal,
      }),
    select: (r) => r.data,
    retry: false,
  });
}

export function useRealisasiForSuperior(id: number | null) {
  return useQuery({
    queryKey: [...realisasiKey, 'inbox', id],
    queryFn: ({ signal }) =>
      api.get(`user/persetujuan/realisasi/${id}`, ZRealisasiMonthResponse, { signal }),
    select: (r) => r.data,
    enabled: id !== null,
  });
}

export function useTanggungRentengMonth(q: (Period & { userId: number }) | null) {
  return useQuery({
    queryKey: [...realisasiKey, 'tr', q?.userId, q?.year, q?.month],
    queryFn: ({ signal }) =>
      api.get(
        `admin/tanggung_renteng/month?user_id=${q?.userId}&year=${q?.year}&month=${q?.month}`,
        ZRealisasiMonthResponse,
        { signal },
      ),
    select: (r) => r.data,
    enabled: q !== null,
    retry: false,
  });
}

/** Whether any subordinate ever sent the caller a month (else an explanation, not empty tabs). */
export function useHasSubordinateRealisasi() {
  return useQuery({
    queryKey: [...realisasiKey, 'has-inbox'],
    queryFn: ({ signal }) =>
      api.post(
        'user/persetujuan/realisasi/list?page=1',
        paginated(ZRealisasiSummary),
        { status: 'all', per: 5 },
        { signal },
      ),
    select: (r) => r.total > 0,
  });
}

export function usePeopleSearch(search: string, enabled = true) {
  return useQuery({
    queryKey: [...realisasiKey, 'people', search],
    queryFn: ({ signal }) =>
      api.get(`${base}/pegawai?search=${encodeURIComponent(search)}`, ZPersonSearchResponse, {
        signal,
      }),
    select: (r) => r.data,
    enabled,
  });
}

const ZUraianTambahan = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      unit_name: z.string().nullable(),
      points: z.number(),
    }),
  ),
});
export function useUraianTambahan(enabled: boolean) {
  return useQuery({
    queryKey: [...realisasiKey, 'uraian-tambahan'],
    queryFn: ({ signal }) => api.get(`${base}/uraian-tambahan`, ZUraianTambahan, { signal }),
    select: (r) => r.data,
    enabled,
  });
}

function useWrite<Vars, Result>(run: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: realisasiKey });
    },
  });
}

const R = ZRealisasiMonthResponse;
export const useSaveValues = () =>
  useWrite((body: Period & { lines: TRealisasiValue[] }) => api.put(`${base}/values`, R, body));
export const useAttachEvidence = () =>
  useWrite((body: Period & { line_id: number; file_id: string }) =>
    api.post(`${base}/evidence`, R, body),
  );
export const useDetachEvidence = () =>
  useWrite((body: Period & { line_id: number; file_id: string }) =>
    api.post(`${base}/evidence/remove`, R, body),
  );
export const useAddTambahan = () =>
  useWrite(
    (
      body: Period & {
        task_description_id: number | null;
        proposed_name: string | null;
        ordered_by_user_id: number;
        quantity: number;
      },
    ) => api.post(`${base}/tambahan`, R, body),
  );
export const useDeleteTambahan = () =>
  useWrite(({ id, ...period }: Period & { id: number }) =>
    api.delete(`${base}/tambahan/${id}?year=${period.year}&month=${period.month}`),
  );
export const useSetSuperior = () =>
  useWrite((body: Period & { superior_user_id: number | null }) =>
    api.put(`${base}/superior`, R, body),
  );
export const useSendRealisasi = () =>
  useWrite((body: Period & { note: string | null }) => api.post(`${base}/send`, R, body));
export const useWithdrawRealisasi = () =>
  useWrite((body: Period) => api.post(`${base}/withdraw`, R, body));
export const useResetRealisasi = () =>
  useWrite((body: Period) => api.post(`${base}/reset`, R, body));
export const useAdjustApproved = () =>
  useWrite(({ id, lines }: { id: number; lines: TRealisasiValue[] }) =>
    api.put(`user/persetujuan/realisasi/${id}/approved`, R, { lines }),
  );
export const useDecideRealisasi = () =>
  useWrite(({ id, body }: { id: number; body: TRealisasiDecisionRequest }) =>
    api.post(`user/persetujuan/realisasi/${id}/decide`, R, body),
  );
export const useRecordTanggungRenteng = () =>
  useWrite((body: TTanggungRentengRequest) => api.put('admin/tanggung_renteng', R, body));

/** Opens an evidence file in a new tab (the person, the superior, the admin). */
export async function openEvidence(fileId: string) {
  const file = await apiDownload(`${base}/evidence/${fileId}`);
  const url = URL.createObjectURL(file.blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
