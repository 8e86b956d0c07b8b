/**
 * Who approves whom (issue 6): acting holders of positions (Plt/Plh), approvers' dated
 * delegations, the approver answer every workflow reads, and 'Jabatan Saya'.
 */
import { z } from 'zod';
import { zDate } from './bounds.ts';
import { defineMasterDescriptor } from './masters/master-descriptor.ts';
import { masterListRequest, zIdFilter, zOptionalText } from './masters/master-fields.ts';

export const ACTING_KINDS = ['plt', 'plh'] as const;
export type ActingKind = (typeof ACTING_KINDS)[number];
export const ACTING_KIND_LABELS: Readonly<Record<ActingKind, string>> = {
  plt: 'Plt (Pelaksana Tugas)',
  plh: 'Plh (Pelaksana Harian)',
};

const PERIOD_MESSAGE = 'Tanggal selesai tidak boleh sebelum tanggal mulai';
const zPersonId = () =>
  z.number({ error: 'Pegawai wajib dipilih' }).int().positive('Pegawai wajib dipilih');

/** `/admin/master/jabatan/plt`: a person acting in a position for a period. */
export const ZActingAssignmentRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  position_id: z.number().int(),
  position_name: z.string().nullable(),
  kind: z.enum(ACTING_KINDS),
  start_date: z.string(),
  end_date: z.string(),
  decree_number: z.string().nullable(),
  note: z.string().nullable(),
});
export type TActingAssignmentRow = z.infer<typeof ZActingAssignmentRow>;

export const ZCreateActingAssignmentRequest = z
  .object({
    user_id: zPersonId(),
    position_id: z
      .number({ error: 'Jabatan wajib dipilih' })
      .int()
      .positive('Jabatan wajib dipilih'),
    kind: z.enum(ACTING_KINDS),
    start_date: zDate(),
    end_date: zDate(),
    decree_number: zOptionalText(100),
    note: zOptionalText(),
  })
  .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], message: PERIOD_MESSAGE });
export type TCreateActingAssignmentRequest = z.input<typeof ZCreateActingAssignmentRequest>;
export const ZUpdateActingAssignmentRequest = ZCreateActingAssignmentRequest;

export const ACTING_ASSIGNMENT_DESCRIPTOR = defineMasterDescriptor(ZActingAssignmentRow, {
  fields: [
    { field: 'user_name', label: 'Pegawai', exportWidth: 36 },
    { field: 'position_name', label: 'Jabatan', exportWidth: 40 },
    { field: 'kind', label: 'Jenis' },
    { field: 'start_date', label: 'Mulai', sortable: true },
    { field: 'end_date', label: 'Selesai', sortable: true },
    { field: 'decree_number', label: 'Nomor SK', exportWidth: 28 },
    { field: 'note', label: 'Keterangan', exportWidth: 40 },
  ],
  defaultSort: [['start_date', 'desc']],
});
export const ACTING_ASSIGNMENT_SORT_KEYS = ACTING_ASSIGNMENT_DESCRIPTOR.sortKeys;
export const ACTING_ASSIGNMENT_FILTERS = {
  user_id: zIdFilter(),
  position_id: zIdFilter(),
  kind: z.enum(ACTING_KINDS).optional(),
};
export const ZFindActingAssignmentRequest = masterListRequest(
  ACTING_ASSIGNMENT_SORT_KEYS,
  ACTING_ASSIGNMENT_FILTERS,
);

/** `/admin/master/delegasi`: an approver away names who decides for them in a period. */
export const ZDelegationRow = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  substitute_user_id: z.number().int(),
  substitute_name: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  reason: z.string().nullable(),
});
export type TDelegationRow = z.infer<typeof ZDelegationRow>;

export const ZCreateDelegationRequest = z
  .object({
    user_id: zPersonId(),
    substitute_user_id: z
      .number({ error: 'Pengganti wajib dipilih' })
      .int()
      .positive('Pengganti wajib dipilih'),
    start_date: zDate(),
    end_date: zDate(),
    reason: zOptionalText(),
  })
  .refine((v) => v.end_date >= v.start_date, { path: ['end_date'], message: PERIOD_MESSAGE })
  .refine((v) => v.substitute_user_id !== v.user_id, {
    path: ['substitute_user_id'],
    message: 'Pengganti tidak boleh orang yang sama',
  });
export type TCreateDelegationRequest = z.input<typeof ZCreateDelegationRequest>;
export const ZUpdateDelegationRequest = ZCreateDelegationRequest;

export const DELEGATION_DESCRIPTOR = defineMasterDescriptor(ZDelegationRow, {
  fields: [
    { field: 'user_name', label: 'Pejabat', exportWidth: 36 },
    { field: 'substitute_name', label: 'Pengganti', exportWidth: 36 },
    { field: 'start_date', label: 'Mulai', sortable: true },
    { field: 'end_date', label: 'Selesai', sortable: true },
    { field: 'reason', label: 'Alasan', exportWidth: 40 },
  ],
  defaultSort: [['start_date', 'desc']],
});
export const DELEGATION_SORT_KEYS = DELEGATION_DESCRIPTOR.sortKeys;
export const DELEGATION_FILTERS = { user_id: zIdFilter(), substitute_user_id: zIdFilter() };
export const ZFindDelegationRequest = masterListRequest(DELEGATION_SORT_KEYS, DELEGATION_FILTERS);

const ZPersonRef = z.object({
  user_id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
  position_name: z.string().nullable(),
});

/** One approver: the person who decides, acting (Plt/Plh) or on behalf of someone away. */
export const ZApprover = ZPersonRef.extend({
  acting: z.enum(ACTING_KINDS).nullable(),
  on_behalf_of: ZPersonRef.nullable(),
});
export type TApprover = z.infer<typeof ZApprover>;

/** The approvers of one person on one date; a level nobody holds is null (skipped). */
export const ZApprovers = z.object({
  date: z.string(),
  superior: ZApprover.nullable(),
  head_of_section: ZApprover.nullable(),
  personnel: z.array(ZApprover),
  authorised_official: ZApprover.nullable(),
});
export type TApprovers = z.infer<typeof ZApprovers>;

/** `/user/jabatan` ('Jabatan Saya'): the person's position, acting posts, approvers, team. */
export const ZMyPositionResponse = z.object({
  data: z.object({
    position: z
      .object({
        id: z.number().int(),
        name: z.string(),
        kind: z.string(),
        job_class: z.number().int(),
        echelon: z.string().nullable(),
        unit_name: z.string().nullable(),
      })
      .nullable(),
    unit_name: z.string().nullable(),
    acting: z.array(
      z.object({
        position_name: z.string(),
        kind: z.enum(ACTING_KINDS),
        start_date: z.string(),
        end_date: z.string(),
      }),
    ),
    approvers: ZApprovers,
    subordinates: z.array(ZPersonRef),
  }),
});
export type TMyPositionResponse = z.infer<typeof ZMyPositionResponse>;
