/** The endpoints of `/user/kinerja` and the contract tab of `/user/persetujuan` (docs/kinerja.md). */
import {
  paginated,
  type TKontrakDecisionRequest,
  type TKontrakLineRequest,
  type TKontrakSpreadRequest,
  type TKontrakTargetsRequest,
  ZKontrakResponse,
  ZKontrakSummary,
  ZKontrakUraianResponse,
  ZKontrakYearResponse,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { defineListEndpoint } from '../../platform/data-table/data-table.api.ts';

export const kontrakKey = ['kinerja-kontrak'] as const;
/** The picker: reloaded only when lines come or go, not on every breakdown. */
const uraianKey = ['kinerja-kontrak-uraian'] as const;

export const kontrakInbox = defineListEndpoint({
  key: kontrakKey,
  path: 'user/persetujuan/kontrak/list',
  row: ZKontrakSummary,
});

/**
 * Whether any subordinate ever sent the caller a contract: a person who is nobody's superior
 * sees an explanation instead of three empty tabs.
 */
export function useHasSubordinateKontrak() {
  return useQuery({
    queryKey: [...kontrakKey, 'has-inbox'],
    queryFn: ({ signal }) =>
      api.post(
        'user/persetujuan/kontrak/list?page=1',
        paginated(ZKontrakSummary),
        { status: 'all', per: 5 },
        { signal },
      ),
    select: (r) => r.total > 0,
  });
}

export function useKontrakYear(year: number) {
  return useQuery({
    queryKey: [...kontrakKey, 'year', year],
    queryFn: ({ signal }) => api.get(`user/kinerja?year=${year}`, ZKontrakYearResponse, { signal }),
    select: (r) => r.data,
  });
}

export function useKontrak(id: number | null) {
  return useQuery({
    queryKey: [...kontrakKey, 'one', id],
    queryFn: ({ signal }) => api.get(`user/kinerja/kontrak/${id}`, ZKontrakResponse, { signal }),
    select: (r) => r.data,
    enabled: id !== null,
  });
}

export function useKontrakUraian(id: number | null) {
  return useQuery({
    queryKey: [...uraianKey, id],
    queryFn: ({ signal }) =>
      api.get(`user/kinerja/kontrak/${id}/uraian`, ZKontrakUraianResponse, { signal }),
    select: (r) => r.data,
    enabled: id !== null,
  });
}

/** Every write answers the whole contract; the screen then reloads what it shows. */
function useKontrakWrite<Vars, Result>(
  run: (vars: Vars) => Promise<Result>,
  { changesLines = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: kontrakKey });
      if (changesLines) await queryClient.invalidateQueries({ queryKey: uraianKey });
    },
  });
}
const LINES = { changesLines: true };

export const useCreateKontrak = () =>
  useKontrakWrite((year: number) => api.post('user/kinerja', ZKontrakResponse, { year }));
export const useAddLine = () =>
  useKontrakWrite(
    ({ id, body }: { id: number; body: TKontrakLineRequest }) =>
      api.post(`user/kinerja/kontrak/${id}/lines`, ZKontrakResponse, body),
    LINES,
  );
export const useUpdateLine = () =>
  useKontrakWrite(
    ({ id, body }: { id: number; body: TKontrakLineRequest }) =>
      api.put(`user/kinerja/lines/${id}`, ZKontrakResponse, body),
    LINES,
  );
export const useDeleteLine = () =>
  useKontrakWrite((id: number) => api.delete(`user/kinerja/lines/${id}`), LINES);
export const useSpreadLine = () =>
  useKontrakWrite(({ id, body }: { id: number; body: TKontrakSpreadRequest }) =>
    api.post(`user/kinerja/lines/${id}/spread`, ZKontrakResponse, body),
  );
export const useSetTargets = () =>
  useKontrakWrite(({ id, body }: { id: number; body: TKontrakTargetsRequest }) =>
    api.put(`user/kinerja/lines/${id}/targets`, ZKontrakResponse, body),
  );
export const useSetCumulative = () =>
  useKontrakWrite(({ id, value }: { id: number; value: boolean }) =>
    api.put(`user/kinerja/lines/${id}/cumulative`, ZKontrakResponse, { is_cumulative: value }),
  );
export const useCopyKontrak = () =>
  useKontrakWrite(
    ({ id, from }: { id: number; from: number }) =>
      api.post(`user/kinerja/kontrak/${id}/copy`, ZKontrakResponse, { from_contract_id: from }),
    LINES,
  );
export const useSendKontrak = () =>
  useKontrakWrite(({ id, note }: { id: number; note: string | null }) =>
    api.post(`user/kinerja/kontrak/${id}/send`, ZKontrakResponse, { note }),
  );
export const useCancelKontrak = () =>
  useKontrakWrite((id: number) =>
    api.post(`user/kinerja/kontrak/${id}/cancel`, ZKontrakResponse, {}),
  );
export const useDecideKontrak = () =>
  useKontrakWrite(({ id, body }: { id: number; body: TKontrakDecisionRequest }) =>
    api.post(`user/persetujuan/kontrak/${id}/decide`, ZKontrakResponse, body),
  );
