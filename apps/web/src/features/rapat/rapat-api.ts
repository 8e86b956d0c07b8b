/** The rapat endpoints (docs/rapat.md): an admin's or an organiser's meetings, and my meetings. */
import {
  RAPAT_SCREENS,
  type TMeetingCheckInRequest,
  type TMeetingCorrectionRequest,
  type TMeetingMinutesRequest,
  type TSaveMeetingRequest,
  ZMeetingAttendanceRow,
  ZMeetingCheckInResponse,
  ZMeetingOptionsResponse,
  ZMeetingResponse,
  ZMeetingRow,
  ZMyMeetingRow,
  ZRotatingCodeResponse,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { defineListEndpoint } from '../../platform/data-table/data-table.api.ts';

/** Who manages: the admin's screen, or the organiser's own meetings. */
export type ManageMode = 'admin' | 'organiser';

const KEY = ['rapat'] as const;
export const basePath = (mode: ManageMode) =>
  mode === 'admin' ? RAPAT_SCREENS.admin.slice(1) : `${RAPAT_SCREENS.user.slice(1)}/organised`;

export function meetingEndpoints(mode: ManageMode) {
  const base = basePath(mode);
  return {
    base,
    meetings: defineListEndpoint({
      key: [...KEY, mode, 'list'],
      path: `${base}/list`,
      row: ZMeetingRow,
    }),
    attendance: (id: number) =>
      defineListEndpoint({
        key: [...KEY, mode, 'attendance', id],
        path: `${base}/${id}/attendance/list`,
        row: ZMeetingAttendanceRow,
      }),
  };
}

export const myMeetingsEndpoint = defineListEndpoint({
  key: [...KEY, 'mine'],
  path: `${RAPAT_SCREENS.user.slice(1)}/list`,
  row: ZMyMeetingRow,
});

export function useMeetingOptions(mode: ManageMode) {
  const path =
    mode === 'admin'
      ? `${RAPAT_SCREENS.admin.slice(1)}/options`
      : `${RAPAT_SCREENS.user.slice(1)}/options`;
  return useQuery({
    queryKey: [...KEY, 'options', mode],
    queryFn: () => api.get(path, ZMeetingOptionsResponse),
    select: (r) => r.data,
    staleTime: 60_000,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useSaveMeeting(mode: ManageMode) {
  const invalidate = useInvalidate();
  const base = basePath(mode);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TSaveMeetingRequest }) =>
      id === null
        ? api.post(base, ZMeetingResponse, body)
        : api.put(`${base}/${id}`, ZMeetingResponse, body),
    onSuccess: invalidate,
  });
}

export function useCancelMeeting(mode: ManageMode) {
  const invalidate = useInvalidate();
  const base = basePath(mode);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post(`${base}/${id}/cancel`, ZMeetingResponse, { reason }),
    onSuccess: invalidate,
  });
}

export function useDeleteMeeting(mode: ManageMode) {
  const invalidate = useInvalidate();
  const base = basePath(mode);
  return useMutation({
    mutationFn: (id: number) => api.delete(`${base}/${id}`),
    onSuccess: invalidate,
  });
}

export function useSaveMinutes(mode: ManageMode) {
  const invalidate = useInvalidate();
  const base = basePath(mode);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TMeetingMinutesRequest }) =>
      api.put(`${base}/${id}/minutes`, ZMeetingResponse, body),
    onSuccess: invalidate,
  });
}

export function useCorrectAttendance(meetingId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TMeetingCorrectionRequest }) =>
      api.put(
        `${RAPAT_SCREENS.admin.slice(1)}/${meetingId}/attendance/${userId}`,
        z.object({ data: ZMeetingAttendanceRow }),
        body,
      ),
    onSuccess: invalidate,
  });
}

export function useCheckIn() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TMeetingCheckInRequest }) =>
      api.post(`${RAPAT_SCREENS.user.slice(1)}/${id}/check-in`, ZMeetingCheckInResponse, body),
    onSuccess: invalidate,
  });
}

/** The rotating code, asked again every few seconds so the screen follows each change. */
export function useMeetingCode(mode: ManageMode, id: number) {
  return useQuery({
    queryKey: [...KEY, mode, 'code', id],
    queryFn: () => api.get(`${basePath(mode)}/${id}/code`, ZRotatingCodeResponse),
    select: (r) => r.data,
    refetchInterval: 3_000,
    refetchIntervalInBackground: true,
  });
}
