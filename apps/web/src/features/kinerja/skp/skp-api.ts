/** The endpoints of the SKP reports and the annual evaluation (docs/kinerja.md). */
import { type TSkpEvaluasiRequest, ZSkpEvaluasiResponse, ZSkpRow } from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint, saveBlob } from '../../../platform/data-table/data-table.api.ts';

export const skpKey = ['kinerja', 'skp'] as const;

export const USER_SKP_LIST = defineListEndpoint({
  key: [...skpKey, 'user'],
  path: 'user/laporan/kontrak_kerja/list',
  row: ZSkpRow,
});

export const ADMIN_SKP_LIST = defineListEndpoint({
  key: [...skpKey, 'admin'],
  path: 'admin/laporan/kontrak_kerja/list',
  row: ZSkpRow,
});

/** Downloads a contract's SKP under the server's file name. */
export async function downloadSkp(area: 'user' | 'admin', id: number): Promise<void> {
  const file = await api.download(`${area}/laporan/kontrak_kerja/${id}/pdf`, {
    accept: 'application/pdf',
  });
  saveBlob(file.blob, file.fileName ?? `skp-${id}.pdf`);
}

export function useEvaluateSkp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TSkpEvaluasiRequest }) =>
      api.put(`user/laporan/kontrak_kerja/${id}/evaluasi`, ZSkpEvaluasiResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: skpKey }),
  });
}
