/**
 * The biodata's endpoints (docs/profile.md; the seven lists are master screens with an owner).
 * Each carries the owner's `user_id` when an admin looks at someone else's profile; cache keys
 * hold the owner, so two people's data never mix.
 */
import { type TBiodata, type TUpdateBiodataRequest, ZBiodataResponse } from '@sikerja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
