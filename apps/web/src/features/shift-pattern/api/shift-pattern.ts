import {
  masterResponse,
  type TCreateShiftPatternRequest,
  type TWorkPatternDecisionBody,
  ZMyShiftPatternResponse,
  ZShiftPatternRequestRow,
  ZWorkPatternAssignmentRow,
} from '@sikerja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequestVoid } from '../../../lib/api-client.ts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

const BASE = 'user/shiftpolakerja';
export const SHIFT_PATTERN_KEY = ['shift-pattern'] as const;

/** `GET user/shiftpolakerja`: my pattern, the next 14 days, the patterns I may ask for. */
export const myShiftPatternQueryOptions = queryOptions({
  queryKey: [...SHIFT_PATTERN_KEY, 'mine'] as const,
  queryFn: ({ signal }) => api.get(BASE, ZMyShiftPatternResponse, { signal }),
});

export function useMyShiftPattern() {
  return useQuery(myShiftPatternQueryOptions);
}

/** `POST user/shiftpolakerja/list?page=N`: my requests, newest first. */
export const myRequestsEndpoint = defineListEndpoint({
  key: [...SHIFT_PATTERN_KEY, 'requests'],
  path: `${BASE}/list`,
  row: ZShiftPatternRequestRow,
});

const ZSentResponse = z.object({ data: z.object({ id: z.number(), message: z.string() }) });

/** `POST user/shiftpolakerja`: ask for a pattern (or office hours) from a date. */
export function useRequestShiftPattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateShiftPatternRequest) => api.post(BASE, ZSentResponse, body),
    onSuccess: () => client.invalidateQueries({ queryKey: SHIFT_PATTERN_KEY }),
  });
}

const ASSIGNMENTS = 'admin/master/pola_kerja_pegawai';

/** The admin's Setujui/Tolak on a request; refreshes the assignment list (the master's key). */
export function useDecidePatternRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TWorkPatternDecisionBody & { id: number }) =>
      api.post(`${ASSIGNMENTS}/${id}/keputusan`, masterResponse(ZWorkPatternAssignmentRow), body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['master', ASSIGNMENTS] }),
  });
}

/** `POST user/shiftpolakerja/:id/withdraw`: take back a request the admin has not decided. */
export function useWithdrawShiftPattern() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequestVoid(`${BASE}/${id}/withdraw`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: SHIFT_PATTERN_KEY }),
  });
}
