import { paginated, ZStaffRow } from '@sikerja/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const ZUserPage = paginated(ZStaffRow);

/** Active staff matching a search, for the authorised-official picker (the staff list endpoint). */
export function findOfficialCandidates(search: string, signal?: AbortSignal) {
  return api.post(
    'admin/master/user/list',
    ZUserPage,
    { search, per: 10, status: 'active' },
    { query: { page: 1 }, signal },
  );
}

export function useOfficialCandidates(search: string) {
  return useQuery({
    queryKey: ['admin', 'setting', 'official-candidates', search],
    queryFn: ({ signal }) => findOfficialCandidates(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
