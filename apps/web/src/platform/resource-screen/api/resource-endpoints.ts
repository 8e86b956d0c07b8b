import { masterResponse, ZMasterDeleteResponse } from '@sikerja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client.ts';
import { defineListEndpoint, type ListEndpoint } from '../../data-table/data-table.api.ts';
import type { ResourceOwner } from '../resource-config.ts';

/**
 * The endpoints of one master, found from its screen path (ARCHITECTURE section 4): the screen
 * `/admin/master/pangkat` reads and writes `/api/v1/admin/master/pangkat/...`. With an owner
 * (rows of one person), the owner is in the key and every request carries `owner.query`.
 */
export interface ResourceEndpoints<Row> {
  /** Root of everything cached for the master (and owner); every write invalidates it. */
  key: readonly unknown[];
  base: string;
  list: ListEndpoint<Row>;
  exportPath: string;
  /**
   * The owner's parameters: the query string of get, save and delete; the list's body and the
   * export's query take them with the filters. `{}` without an owner.
   */
  ownerQuery: ResourceOwner['query'];
}

export function resourceEndpoints<Row>(
  screenPath: string,
  row: z.ZodType<Row>,
  owner?: ResourceOwner,
): ResourceEndpoints<Row> {
  const base = screenPath.replace(/^\//, '');
  // The cache root keeps its historical name: features that change these rows elsewhere
  // (account actions, moving a position) invalidate ['master', ...].
  const key = owner ? ['master', base, owner.key] : ['master', base];
  return {
    key,
    base,
    list: defineListEndpoint({ key, path: `${base}/list`, row }),
    exportPath: `${base}/export`,
    ownerQuery: owner?.query ?? {},
  };
}

/**
 * `GET <base>/:id`, fetched fresh when the form opens so it edits what is stored now. While the
 * drawer closes it keeps showing the row but stops fetching it: a delete right after would
 * otherwise ask again for a row that is gone.
 */
export function useResourceRow<Row>(
  resource: ResourceEndpoints<Row>,
  row: z.ZodType<Row>,
  id: number | null,
  isOpen = true,
) {
  return useQuery({
    ...queryOptions({
      queryKey: [...resource.key, 'detail', id],
      queryFn: ({ signal }) =>
        api.get(`${resource.base}/${id}`, masterResponse(row), {
          query: resource.ownerQuery,
          signal,
        }),
    }),
    enabled: id !== null && isOpen,
  });
}

/** `POST <base>` for a new row, `PUT <base>/:id` for an existing one. */
export function useSaveResourceRow<Row>(resource: ResourceEndpoints<Row>, row: z.ZodType<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: unknown }) =>
      id === null
        ? api.post(resource.base, masterResponse(row), values, { query: resource.ownerQuery })
        : api.put(`${resource.base}/${id}`, masterResponse(row), values, {
            query: resource.ownerQuery,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['master'] }),
  });
}

/** `DELETE <base>/:id`: deleted, or deactivated when the row is still in use. */
export function useDeleteResourceRow<Row>(resource: ResourceEndpoints<Row>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${resource.base}/${id}`, ZMasterDeleteResponse, {
        method: 'DELETE',
        query: resource.ownerQuery,
      }),
    // Other masters' selects may list this row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['master'] }),
  });
}
