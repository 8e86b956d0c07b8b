import { masterResponse, ZMasterDeleteResponse } from '@sikerja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  defineListEndpoint,
  type ListEndpoint,
} from '../../../components/data-table/list-endpoint.ts';
import { api, apiRequest } from '../../../lib/api-client.ts';

/**
 * The endpoints of one master, found from its screen path (ARCHITECTURE section 4): the screen
 * `/admin/master/pangkat` reads and writes `/api/v1/admin/master/pangkat/...`.
 */
export interface MasterResource<Row> {
  /** Root of everything cached for the master; every write invalidates it. */
  key: readonly unknown[];
  base: string;
  list: ListEndpoint<Row>;
  exportPath: string;
}

export function masterResource<Row>(screenPath: string, row: z.ZodType<Row>): MasterResource<Row> {
  const base = screenPath.replace(/^\//, '');
  const key = ['master', base] as const;
  return {
    key,
    base,
    list: defineListEndpoint({ key, path: `${base}/list`, row }),
    exportPath: `${base}/export`,
  };
}

/** `GET <base>/:id`, fetched fresh when the form opens so it edits what is stored now. */
export function useMasterRow<Row>(
  resource: MasterResource<Row>,
  row: z.ZodType<Row>,
  id: number | null,
) {
  return useQuery({
    ...queryOptions({
      queryKey: [...resource.key, 'detail', id],
      queryFn: ({ signal }) => api.get(`${resource.base}/${id}`, masterResponse(row), { signal }),
    }),
    enabled: id !== null,
  });
}

/** `POST <base>` for a new row, `PUT <base>/:id` for an existing one. */
export function useSaveMasterRow<Row>(resource: MasterResource<Row>, row: z.ZodType<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: unknown }) =>
      id === null
        ? api.post(resource.base, masterResponse(row), values)
        : api.put(`${resource.base}/${id}`, masterResponse(row), values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['master'] }),
  });
}

/** `DELETE <base>/:id`: deleted, or deactivated when the row is still in use. */
export function useDeleteMasterRow<Row>(resource: MasterResource<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${resource.base}/${id}`, ZMasterDeleteResponse, { method: 'DELETE' }),
    // Other masters' selects may list this row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['master'] }),
  });
}
