/** The endpoints of `/admin/surattugas`, `/surattugas/approval` and `/user/administrasi_surat_tugas`. */
import {
  type TSuratTugasDecision,
  type TSuratTugasInput,
  type TSuratTugasLevelsInput,
  ZSuratTugasConflictResponse,
  ZSuratTugasLevels,
  ZSuratTugasOptions,
  ZSuratTugasPeople,
  ZSuratTugasResponse,
  ZSuratTugasRow,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { defineListEndpoint } from '../../platform/data-table/data-table.api.ts';

export const suratTugasKey = ['surat-tugas'] as const;

export const adminLetterList = defineListEndpoint({
  key: suratTugasKey,
  path: 'admin/surattugas/list',
  row: ZSuratTugasRow,
});
export const approvalLetterList = defineListEndpoint({
  key: suratTugasKey,
  path: 'surattugas/approval/list',
  row: ZSuratTugasRow,
});
export const tarunaLetterList = defineListEndpoint({
  key: suratTugasKey,
  path: 'admin/taruna/list',
  row: ZSuratTugasRow,
});
export const myLetterList = defineListEndpoint({
  key: suratTugasKey,
  path: 'user/administrasi_surat_tugas/list',
  row: ZSuratTugasRow,
});

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: suratTugasKey });
};

export function useLetterOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...suratTugasKey, 'options'],
    queryFn: ({ signal }) =>
      api.get('admin/surattugas/options', z.object({ data: ZSuratTugasOptions }), { signal }),
    select: (r) => r.data,
    enabled,
  });
}

export function usePeople(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...suratTugasKey, 'people', search],
    queryFn: ({ signal }) =>
      api.get('admin/surattugas/people', ZSuratTugasPeople, { signal, query: { search } }),
    select: (r) => r.data,
    enabled,
  });
}

export function useConflicts(
  body: {
    start_date: string;
    end_date: string;
    user_ids: number[];
    cadet_ids: number[];
    exclude_id?: number;
  },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...suratTugasKey, 'conflicts', body],
    queryFn: () => api.post('admin/surattugas/conflicts', ZSuratTugasConflictResponse, body),
    select: (r) => r.data,
    enabled,
  });
}

export function useSaveLetter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TSuratTugasInput }) =>
      id === null
        ? api.post('admin/surattugas', ZSuratTugasResponse, body)
        : api.put(`admin/surattugas/${id}`, ZSuratTugasResponse, body),
    onSuccess: invalidate,
  });
}

export function useLetterCommand() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      id,
      command,
      reason,
    }: {
      id: number;
      command: 'submit' | 'delete' | 'cancel';
      reason?: string;
    }) => {
      if (command === 'delete') return api.delete(`admin/surattugas/${id}`);
      return api.post(
        `admin/surattugas/${id}/${command}`,
        ZSuratTugasResponse,
        command === 'cancel' ? { reason } : undefined,
      );
    },
    onSuccess: invalidate,
  });
}

export function useDecideLetter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TSuratTugasDecision }) =>
      api.post(`surattugas/approval/${id}/decide`, ZSuratTugasResponse, body),
    onSuccess: invalidate,
  });
}

export function useLevels(enabled: boolean) {
  return useQuery({
    queryKey: [...suratTugasKey, 'levels'],
    queryFn: ({ signal }) => api.get('admin/surattugas/levels', ZSuratTugasLevels, { signal }),
    select: (r) => r.data,
    enabled,
  });
}

export function useSaveLevels() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TSuratTugasLevelsInput) =>
      api.put('admin/surattugas/levels', ZSuratTugasLevels, body),
    onSuccess: invalidate,
  });
}
