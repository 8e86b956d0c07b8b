/**
 * The profile's endpoints (docs/profile.md). Each carries the owner's `user_id` when an admin
 * looks at someone else's profile; cache keys hold the owner, so two people's data never mix.
 */
import {
  masterResponse,
  type TBiodata,
  type TUpdateBiodataRequest,
  ZBiodataResponse,
  ZMasterDeleteResponse,
} from '@sikerja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  defineListEndpoint,
  type ListEndpoint,
} from '../../../components/data-table/list-endpoint.ts';
import { api, apiRequest } from '../../../lib/api-client.ts';
import type { ProfileOwner } from '../use-profile-owner.ts';

const BIODATA = 'user/profile/biodata';

/** Everything cached for one person's profile; every write invalidates it. */
export const profileKey = (owner: ProfileOwner) => ['profile', owner.userId] as const;

export function biodataQueryOptions(owner: ProfileOwner) {
  return queryOptions({
    queryKey: [...profileKey(owner), 'biodata'],
    queryFn: ({ signal }) => api.get(BIODATA, ZBiodataResponse, { query: owner.query, signal }),
  });
}

export function useBiodata(owner: ProfileOwner) {
  return useQuery(biodataQueryOptions(owner));
}

/** `PUT user/profile/biodata`: the fields the person keeps; answers the whole biodata. */
export function useSaveBiodata(owner: ProfileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: TUpdateBiodataRequest) =>
      api.put(BIODATA, ZBiodataResponse, values, { query: owner.query }),
    onSuccess: (answer: { data: TBiodata }) => {
      queryClient.setQueryData(biodataQueryOptions(owner).queryKey, answer);
    },
  });
}

/** One of the profile's seven lists, for one person. */
export interface ProfileListResource<Row> {
  key: readonly unknown[];
  base: string;
  list: ListEndpoint<Row>;
  exportPath: string;
}

export function profileListResource<Row>(
  screenPath: string,
  row: z.ZodType<Row>,
  owner: ProfileOwner,
): ProfileListResource<Row> {
  const base = screenPath.replace(/^\//, '');
  const key = [...profileKey(owner), base] as const;
  return {
    key,
    base,
    // The owner travels in the list body (and the export's query) as the table's filter.
    list: defineListEndpoint({ key, path: `${base}/list`, row }),
    exportPath: `${base}/export`,
  };
}

/** `GET <base>/:id`, fresh when the form opens so it edits what is stored now. */
export function useProfileRow<Row>(
  resource: ProfileListResource<Row>,
  row: z.ZodType<Row>,
  owner: ProfileOwner,
  id: number | null,
) {
  return useQuery({
    queryKey: [...resource.key, 'detail', id],
    queryFn: ({ signal }) =>
      api.get(`${resource.base}/${id}`, masterResponse(row), { query: owner.query, signal }),
    enabled: id !== null,
  });
}

/** `POST <base>` for a new row, `PUT <base>/:id` for a stored one. */
export function useSaveProfileRow<Row>(
  resource: ProfileListResource<Row>,
  row: z.ZodType<Row>,
  owner: ProfileOwner,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number | null; values: unknown }) =>
      id === null
        ? api.post(resource.base, masterResponse(row), values, { query: owner.query })
        : api.put(`${resource.base}/${id}`, masterResponse(row), values, { query: owner.query }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resource.key }),
  });
}

export function useDeleteProfileRow<Row>(resource: ProfileListResource<Row>, owner: ProfileOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${resource.base}/${id}`, ZMasterDeleteResponse, {
        method: 'DELETE',
        query: owner.query,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resource.key }),
  });
}
