import { ZMyMonthSummaryResponse } from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export const monthSummaryKey = ['presensi', 'ringkasan'] as const;

/** `GET user/presensi/ringkasan`: the person's month so far (this month). */
export function useMyMonthSummary() {
  return useQuery({
    queryKey: monthSummaryKey,
    queryFn: async ({ signal }) =>
      (await api.get('user/presensi/ringkasan', ZMyMonthSummaryResponse, { signal })).data,
  });
}
