/**
 * The change-request endpoints of one kind (presensi, apel, senam): the same API under each
 * kind's screens (`user/presensi/perubahan`, `user/presensi_apel/perubahan`, …).
 */
import {
  PERUBAHAN_SCREENS,
  type TCreatePerubahanRequest,
  type TDecisionBody,
  type TPerubahanKind,
  ZPerubahanResponse,
  ZPerubahanRow,
} from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

export const perubahanKey = ['perubahan'] as const;

/** 'user/presensi/perubahan' from '/user/presensi/perubahan'. */
const apiPath = (screen: string) => screen.slice(1);

/** What the texts call the thing corrected, and its title form: 'presensi apel', 'Presensi Apel'. */
export function perubahanNoun(kind: TPerubahanKind) {
  const noun = PERUBAHAN_SCREENS[kind].noun;
  const title = noun.replace(/(^|\s)\S/g, (c) => c.toUpperCase());
  return { noun, title };
}

function endpointsOf(kind: TPerubahanKind) {
  const user = apiPath(PERUBAHAN_SCREENS[kind].user);
  const admin = apiPath(PERUBAHAN_SCREENS[kind].admin);
  const key = [...perubahanKey, kind] as const;
  return {
    key,
    user,
    admin,
    /** `POST <user>/list` with `{ box, status }`. */
    myList: defineListEndpoint({ key, path: `${user}/list`, row: ZPerubahanRow }),
    /** `POST <admin>/list` with `{ status, unit_id, date_from, date_to }`. */
    adminList: defineListEndpoint({ key, path: `${admin}/list`, row: ZPerubahanRow }),
  };
}

const ENDPOINTS = {
  presensi: endpointsOf('presensi'),
  apel: endpointsOf('apel'),
  senam: endpointsOf('senam'),
};

export const perubahanEndpoints = (kind: TPerubahanKind) => ENDPOINTS[kind];

export function useCreatePerubahan(kind: TPerubahanKind) {
  const queryClient = useQueryClient();
  const { user, key } = ENDPOINTS[kind];
  return useMutation({
    mutationFn: (body: TCreatePerubahanRequest) => api.post(user, ZPerubahanResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Decides from the person's inbox or, with `admin`, from the admin screen. */
export function useDecidePerubahan(admin: boolean, kind: TPerubahanKind) {
  const queryClient = useQueryClient();
  const e = ENDPOINTS[kind];
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TDecisionBody }) =>
      api.post(`${admin ? e.admin : e.user}/${id}/decide`, ZPerubahanResponse, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: e.key }),
  });
}

export function useWithdrawPerubahan(kind: TPerubahanKind) {
  const queryClient = useQueryClient();
  const e = ENDPOINTS[kind];
  return useMutation({
    mutationFn: (id: number) => api.post(`${e.user}/${id}/withdraw`, ZPerubahanResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: e.key }),
  });
}
