/** The apel / senam endpoints of one kind (docs/apel-senam.md). */
import {
  CEREMONY_SCREENS,
  type TCeremonyCheckInRequest,
  type TCeremonyCorrectionRequest,
  type TCeremonyKind,
  type TCreateCeremonyDayRequest,
  ZCeremonyAttendanceRow,
  ZCeremonySessionResponse,
  ZCeremonySessionRow,
  ZCeremonySessionSummary,
  ZCeremonyTodayResponse,
  ZMyCeremonyRow,
  ZRotatingCodeResponse,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { defineListEndpoint } from '../../platform/data-table/data-table.api.ts';

/** 'admin/hariapel' from '/admin/hariapel'. */
const path = (screen: string) => screen.slice(1);

export function ceremonyEndpoints(kind: TCeremonyKind) {
  const s = CEREMONY_SCREENS[kind];
  const key = ['apel-senam', kind] as const;
  return {
    key,
    screens: s,
    days: defineListEndpoint({
      key: [...key, 'days'],
      path: `${path(s.days)}/list`,
      row: ZCeremonySessionRow,
    }),
    sessions: defineListEndpoint({
      key: [...key, 'sessions'],
      path: `${path(s.admin)}/list`,
      row: ZCeremonySessionSummary,
    }),
    attendance: (sessionId: number) =>
      defineListEndpoint({
        key: [...key, 'attendance', sessionId],
        path: `${path(s.admin)}/${sessionId}/attendance/list`,
        row: ZCeremonyAttendanceRow,
      }),
    mine: defineListEndpoint({
      key: [...key, 'mine'],
      path: `${path(s.user)}/list`,
      row: ZMyCeremonyRow,
    }),
  };
}

export function useCeremonyToday(kind: TCeremonyKind) {
  const { key, screens } = ceremonyEndpoints(kind);
  return useQuery({
    queryKey: [...key, 'today'],
    queryFn: () => api.get(`${path(screens.user)}/today`, ZCeremonyTodayResponse),
    select: (r) => r.data,
  });
}

export function useCeremonyCheckIn(kind: TCeremonyKind) {
  const { key, screens } = ceremonyEndpoints(kind);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCeremonyCheckInRequest) =>
      api.post(path(screens.user), ZCeremonyTodayResponse, body),
    onSuccess: (answer) => {
      queryClient.setQueryData([...key, 'today'], answer);
      void queryClient.invalidateQueries({ queryKey: [...key, 'mine'] });
    },
  });
}

export function useSaveDay(kind: TCeremonyKind) {
  const { key, screens } = ceremonyEndpoints(kind);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TCreateCeremonyDayRequest }) =>
      id === null
        ? api.post(path(screens.days), ZCeremonySessionResponse, body)
        : api.put(`${path(screens.days)}/${id}`, ZCeremonySessionResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useCancelDay(kind: TCeremonyKind) {
  const { key, screens } = ceremonyEndpoints(kind);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post(`${path(screens.days)}/${id}/cancel`, ZCeremonySessionResponse, { reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useCorrect(kind: TCeremonyKind, sessionId: number) {
  const { key, screens } = ceremonyEndpoints(kind);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: TCeremonyCorrectionRequest }) =>
      api.put(
        `${path(screens.admin)}/${sessionId}/attendance/${userId}`,
        z.object({ data: ZCeremonyAttendanceRow }),
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The rotating code, asked again every few seconds so the screen follows each change. */
export function useRotatingCode(kind: TCeremonyKind, sessionId: number | null) {
  const { key, screens } = ceremonyEndpoints(kind);
  return useQuery({
    queryKey: [...key, 'code', sessionId],
    enabled: sessionId !== null,
    queryFn: () => api.get(`${path(screens.admin)}/${sessionId}/code`, ZRotatingCodeResponse),
    select: (r) => r.data,
    refetchInterval: 3_000,
    refetchIntervalInBackground: true,
  });
}
