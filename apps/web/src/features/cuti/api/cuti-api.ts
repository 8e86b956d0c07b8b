/**
 * The leave endpoints (docs/cuti.md): the requester's list, balance and preview, the four
 * inboxes, cancellations, and the letter. Mutations invalidate every leave query, because a
 * decision changes the requester's list, the inbox and the balance at once.
 */
import {
  type TCreateCancellationRequest,
  type TCreateCutiRequest,
  type TCutiLevel,
  type TDecisionBody,
  ZCancellationRow,
  ZCutiBalance,
  ZCutiPreview,
  ZCutiRow,
  ZCutiTypeOption,
  ZMessageResponse,
} from '@sikerja/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint, saveBlob } from '../../../platform/data-table/data-table.api.ts';

const ROOT = ['cuti'] as const;

export const ownCutiList = defineListEndpoint({ key: ROOT, path: 'user/cuti/list', row: ZCutiRow });

export function inboxList(level: TCutiLevel) {
  return defineListEndpoint({
    key: [...ROOT, 'inbox', level],
    path: `user/cuti/konfirm_${level}/list`,
    row: ZCutiRow,
  });
}

export function cancelInboxList(level: 'atasan' | 'penjabat') {
  return defineListEndpoint({
    key: [...ROOT, 'cancel-inbox', level],
    path: `user/cuti/konfirm_${level}/pembatalan/list`,
    row: ZCancellationRow,
  });
}

export const ownCancellationList = defineListEndpoint({
  key: [...ROOT, 'pembatalan'],
  path: 'user/cuti/pembatalan/list',
  row: ZCancellationRow,
});

const ZBalanceResponse = z.object({ data: ZCutiBalance });

export function useBalance(year: number) {
  return useQuery({
    queryKey: [...ROOT, 'saldo', year],
    queryFn: ({ signal }) =>
      api.get('user/cuti/saldo', ZBalanceResponse, { query: { year }, signal }),
    select: (r) => r.data,
  });
}

/** The form's live figures; asks only once a type and both dates are chosen. */
export function usePreview(q: {
  jenis_cuti_id: number | null;
  start_date: string | null;
  end_date: string | null;
}) {
  const ready = q.jenis_cuti_id !== null && Boolean(q.start_date) && Boolean(q.end_date);
  return useQuery({
    queryKey: [...ROOT, 'hitung', q],
    enabled: ready,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api.get('user/cuti/hitung', z.object({ data: ZCutiPreview }), { query: q, signal }),
    select: (r) => r.data,
  });
}

function useInvalidating<T, R>(fn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useCreateCuti() {
  return useInvalidating((body: TCreateCutiRequest) =>
    api.post('user/cuti', z.object({ data: ZCutiRow }), body),
  );
}

export function useWithdrawCuti() {
  return useInvalidating((id: number) => api.post(`user/cuti/${id}/withdraw`, ZMessageResponse));
}

export function useDecide(level: TCutiLevel, kind: 'cuti' | 'pembatalan') {
  return useInvalidating(({ id, body }: { id: number; body: TDecisionBody }) =>
    api.post(
      kind === 'cuti'
        ? `user/cuti/konfirm_${level}/${id}`
        : `user/cuti/konfirm_${level}/pembatalan/${id}`,
      ZMessageResponse,
      body,
    ),
  );
}

export function useCreateCancellation() {
  return useInvalidating((body: TCreateCancellationRequest) =>
    api.post('user/cuti/pembatalan', z.object({ data: z.object({ id: z.number() }) }), body),
  );
}

/** Downloads the approved request's letter under the server's file name. */
export async function downloadLetter(id: number): Promise<void> {
  const file = await api.download(`user/cuti/${id}/surat`, { accept: 'application/pdf' });
  saveBlob(file.blob, file.fileName ?? `surat-cuti-${id}.pdf`);
}

export function useLeaveTypes() {
  return useQuery({
    queryKey: [...ROOT, 'jenis'],
    queryFn: ({ signal }) =>
      api.get('user/cuti/jenis', z.object({ data: z.array(ZCutiTypeOption) }), { signal }),
    select: (r) => r.data,
    staleTime: 5 * 60_000,
  });
}
