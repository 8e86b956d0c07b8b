/** The endpoints of the kinerja monitors (docs/kinerja.md "Pemantauan"). */
import {
  type TKinerjaMonitorKind,
  type TKinerjaMonitorScope,
  ZKinerjaConfirmRow,
  ZKinerjaCountsResponse,
  ZKinerjaLastReminderResponse,
  ZKinerjaReminderResponse,
  ZKinerjaSendRow,
  ZKinerjaSuperiorRow,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

export const monitorKey = ['kinerja', 'monitor'] as const;

const sendListOf = (kind: TKinerjaMonitorKind) =>
  defineListEndpoint({
    key: [...monitorKey, kind, 'kirim'],
    path: `admin/${kind}/kirim/list`,
    row: ZKinerjaSendRow,
  });

const confirmListOf = (kind: TKinerjaMonitorKind) =>
  defineListEndpoint({
    key: [...monitorKey, kind, 'konfirm'],
    path: `admin/${kind}/konfirm/list`,
    row: ZKinerjaConfirmRow,
  });

const superiorListOf = (kind: TKinerjaMonitorKind) =>
  defineListEndpoint({
    key: [...monitorKey, kind, 'atasan'],
    path: `admin/${kind}/konfirm/atasan`,
    row: ZKinerjaSuperiorRow,
  });

export const SEND_LISTS = { kontrak: sendListOf('kontrak'), realisasi: sendListOf('realisasi') };
export const CONFIRM_LISTS = {
  kontrak: confirmListOf('kontrak'),
  realisasi: confirmListOf('realisasi'),
};
export const SUPERIOR_LISTS = {
  kontrak: superiorListOf('kontrak'),
  realisasi: superiorListOf('realisasi'),
};

/** The query of a scope, without what is unset. */
function scopeQuery(scope: TKinerjaMonitorScope) {
  return {
    year: scope.year,
    ...(scope.month ? { month: scope.month } : {}),
    ...(scope.unit_id ? { unit_id: scope.unit_id } : {}),
  };
}

export function useLastReminder(kind: TKinerjaMonitorKind, scope: TKinerjaMonitorScope) {
  return useQuery({
    queryKey: [...monitorKey, kind, 'pengingat', scope],
    queryFn: ({ signal }) =>
      api.get(`admin/${kind}/kirim/pengingat`, ZKinerjaLastReminderResponse, {
        query: scopeQuery(scope),
        signal,
      }),
    select: (r) => r.data,
  });
}

export function useSendReminder(kind: TKinerjaMonitorKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: TKinerjaMonitorScope) =>
      api.post(`admin/${kind}/kirim/pengingat`, ZKinerjaReminderResponse, scopeQuery(scope)),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...monitorKey, kind, 'pengingat'] }),
  });
}

/** The admin home's counts. */
export function useKinerjaCounts(enabled: boolean) {
  return useQuery({
    queryKey: [...monitorKey, 'ringkasan'],
    queryFn: ({ signal }) => api.get('admin/kinerja/ringkasan', ZKinerjaCountsResponse, { signal }),
    select: (r) => r.data,
    enabled,
  });
}
