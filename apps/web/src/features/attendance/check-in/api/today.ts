import {
  type TCheckInRequest,
  type TTodayAttendance,
  ZTodayAttendanceResponse,
} from '@sikerja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { monthSummaryKey } from './month-summary.ts';
import { myDaysList } from './my-days.ts';

export const todayKey = ['presensi', 'today'] as const;

/** `GET user/presensi/today`: the card, with the server's clock. */
export const todayQueryOptions = queryOptions({
  queryKey: todayKey,
  queryFn: async ({ signal }) =>
    (await api.get('user/presensi/today', ZTodayAttendanceResponse, { signal })).data,
});

export function useToday() {
  return useQuery(todayQueryOptions);
}

/** `POST user/presensi`: a punch; the answer is today's card, so it replaces the cache. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCheckInRequest): Promise<TTodayAttendance> =>
      (await api.post('user/presensi', ZTodayAttendanceResponse, body)).data,
    onSuccess: async (today) => {
      queryClient.setQueryData(todayKey, today);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myDaysList.key }),
        queryClient.invalidateQueries({ queryKey: monthSummaryKey }),
      ]);
    },
    // A refusal (too early, outside the area) may mean the card is stale: its clock drifted or
    // the window moved. Read it again, so the buttons and their opening times are the server's.
    onError: () => queryClient.invalidateQueries({ queryKey: todayKey }),
  });
}
