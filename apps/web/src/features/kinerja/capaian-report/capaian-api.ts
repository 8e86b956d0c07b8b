/** The capaian kinerja report endpoints (docs/kinerja.md "Laporan capaian"). */
import { ZCapaianReportRow, ZCapaianYearResponse } from '@sikerja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

const capaianKey = ['kinerja', 'capaian'] as const;

/** The logged-in person's year (twelve months and the average), in one request. */
export function useMyCapaianYear(year: number) {
  return useQuery({
    queryKey: [...capaianKey, 'tahun', 'mine', year],
    queryFn: ({ signal }) =>
      api.get('user/kinerja/capaian/tahun', ZCapaianYearResponse, { query: { year }, signal }),
    select: (r) => r.data,
  });
}

/** Anyone's year, for the admin report. */
export function usePersonCapaianYear(userId: number, year: number) {
  return useQuery({
    queryKey: [...capaianKey, 'tahun', userId, year],
    queryFn: ({ signal }) =>
      api.get('admin/kinerja/capaian/tahun', ZCapaianYearResponse, {
        query: { year, user_id: userId },
        signal,
      }),
    select: (r) => r.data,
  });
}

/** `POST admin/laporan/capaian_kinerja/list`: everyone's month or year. */
export const CAPAIAN_REPORT_LIST = defineListEndpoint({
  key: [...capaianKey, 'laporan'],
  path: 'admin/laporan/capaian_kinerja/list',
  row: ZCapaianReportRow,
});
