/** The capaian kinerja endpoints (docs/kinerja.md "Capaian: dari data ke angka"). */
import { type TCapaianMonth, ZCapaianResponse } from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';

/** A month of the year: its capaian, or null without an approved contract covering it. */
export interface CapaianYearMonth {
  month: number;
  capaian: TCapaianMonth | null;
}

/** The logged-in person's twelve months (a 404 month has no approved contract). */
export function useMyCapaianYear(year: number) {
  return useQuery({
    queryKey: ['kinerja', 'capaian', 'mine', year],
    queryFn: ({ signal }) =>
      Promise.all(
        Array.from({ length: 12 }, async (_, i): Promise<CapaianYearMonth> => {
          try {
            const res = await api.get('user/kinerja/capaian', ZCapaianResponse, {
              query: { year, month: i + 1 },
              signal,
            });
            return { month: i + 1, capaian: res.data };
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) {
              return { month: i + 1, capaian: null };
            }
            throw error;
          }
        }),
      ),
  });
}
