/**
 * Leave requests (docs/cuti.md): the form, the balance, the lists of the requester and of the
 * four confirmation screens, cancellation, and the year's settings.
 */
import { z } from 'zod';
import { ZApprovalStep, ZDecisionBody } from '../approval.ts';
import { refineDateRange, zDate, zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';

const isoDate = zDate({ message: 'Tanggal tidak valid.' });

/**
 * The window and the longest range of a leave request: no request lies before 2000, and none
 * is longer than CLTN's three years plus its one-year extension (PP 11/2017); each type's own
 * maximum is checked by the server against the type.
 */
export const CUTI_DATE_MIN = '2000-01-01';
export const CUTI_MAX_RANGE_DAYS = 4 * 365 + 1;
const leaveDate = zDate({ min: CUTI_DATE_MIN, message: 'Tanggal tidak valid.' });
const leaveRange = refineDateRange<{ start_date: string; end_date: string }>(
  'start_date',
  'end_date',
  CUTI_MAX_RANGE_DAYS,
  'Rentang cuti',
);

/** The levels that confirm leave, in order; each has its screen `/user/cuti/konfirm_<level>`. */
export const CUTI_LEVELS = ['kepegawaian', 'atasan', 'kabag', 'penjabat'] as const;
export const ZCutiLevel = z.enum(CUTI_LEVELS);
export type TCutiLevel = z.infer<typeof ZCutiLevel>;

/** What each level may decide: only the atasan and the PYBMC change or defer (PP 11/2017). */
export const CUTI_LEVEL_DECISIONS = {
  kepegawaian: ['approve', 'reject'],
  atasan: ['approve', 'change', 'defer', 'reject'],
  kabag: ['approve', 'reject'],
  penjabat: ['approve', 'change', 'defer', 'reject'],
} as const satisfies Record<TCutiLevel, readonly string[]>;

/** A cancellation is confirmed by the atasan and the PYBMC. */
export const CUTI_CANCEL_LEVELS = ['atasan', 'penjabat'] as const;

export const CUTI_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'deferred',
  'withdrawn',
  'cancelled',
] as const;
export const ZCutiStatus = z.enum(CUTI_STATUSES);
export type TCutiStatus = z.infer<typeof ZCutiStatus>;

export const CUTI_STATUS_LABELS: Record<TCutiStatus, string> = {
  pending: 'Menunggu',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  deferred: 'Ditangguhkan',
  withdrawn: 'Ditarik',
  cancelled: 'Dibatalkan',
};

export const CUTI_LIMITS = { reason: 500, address: 500, phone: 20 } as const;

/** `POST /user/cuti`: the request form. */
export const ZCreateCutiRequest = z
  .object({
    jenis_cuti_id: z.coerce.number({ error: 'Jenis cuti wajib dipilih.' }).int().positive({
      error: 'Jenis cuti wajib dipilih.',
    }),
    start_date: leaveDate,
    end_date: leaveDate,
    reason: z
      .string({ error: 'Alasan cuti wajib diisi.' })
      .trim()
      .min(1, 'Alasan cuti wajib diisi.')
      .max(CUTI_LIMITS.reason, `Alasan paling banyak ${CUTI_LIMITS.reason} karakter.`),
    address: z
      .string({ error: 'Alamat selama cuti wajib diisi.' })
      .trim()
      .min(1, 'Alamat selama cuti wajib diisi.')
      .max(CUTI_LIMITS.address, `Alamat paling banyak ${CUTI_LIMITS.address} karakter.`),
    phone: z
      .string({ error: 'Nomor telepon wajib diisi.' })
      .trim()
      .regex(/^\+?[0-9 -]{6,20}$/, 'Nomor telepon tidak valid.'),
    file_id: z.uuid({ error: 'Berkas tidak valid.' }).nullish(),
  })
  .superRefine(leaveRange);
export type TCreateCutiRequest = z.input<typeof ZCreateCutiRequest>;

/** `GET /user/cuti/hitung`: the form's live preview. */
export const ZCutiPreviewQuery = z
  .object({ jenis_cuti_id: zId(), start_date: leaveDate, end_date: leaveDate })
  .superRefine(
    refineDateRange('start_date', 'end_date', CUTI_MAX_RANGE_DAYS, 'Rentang cuti', false),
  );
export const ZCutiPreview = z.object({
  days: z.number().int(),
  unit: z.string(),
  /** The annual-leave balance before and after this request (null for other types). */
  remaining_before: z.number().int().nullable(),
  remaining_after: z.number().int().nullable(),
  attachment_required: z.boolean(),
  /** What would refuse the request, in Indonesian, by field; empty when it can be sent. */
  problems: z.record(z.string(), z.array(z.string())),
});
export type TCutiPreview = z.infer<typeof ZCutiPreview>;

/** One other leave type's use in the year. */
export const ZCutiTypeUse = z.object({
  jenis_cuti_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  duration_unit: z.string(),
  max_duration: z.number().int().nullable(),
  /** Days (calendar, or working days for working-day types) approved in the year. */
  used: z.number().int(),
  pending: z.number().int(),
});

/** `GET /user/cuti/saldo?year=`: the annual-leave balance, computed, and other types' use. */
export const ZCutiBalance = z.object({
  year: z.number().int(),
  /** Whether the person may take cuti tahunan at all (staff type, one year of service). */
  eligible: z.boolean(),
  /** The first date cuti tahunan may be taken (one year after TMT). */
  eligible_from: z.string().nullable(),
  /** This year's own days: 12, or 0 in the first year or a year of cuti besar. */
  entitlement: z.number().int(),
  /** Days added for working on cuti bersama. */
  cuti_bersama_duty: z.number().int(),
  carried_over: z.number().int(),
  /** Of carried_over: from last year (N-1) and the year before (N-2). */
  carried_n1: z.number().int(),
  carried_n2: z.number().int(),
  deferred: z.number().int(),
  available: z.number().int(),
  taken: z.number().int(),
  pending: z.number().int(),
  /** Days of this year's requests deferred to next year. */
  deferred_out: z.number().int(),
  remaining: z.number().int(),
  cuti_besar: z.boolean(),
  others: z.array(ZCutiTypeUse),
});
export type TCutiBalance = z.infer<typeof ZCutiBalance>;

export const ZCutiRow = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  unit_name: z.string().nullable(),
  jenis_cuti: z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    unit: z.string(),
  }),
  start_date: z.string(),
  end_date: z.string(),
  days: z.number().int(),
  reason: z.string(),
  address: z.string(),
  phone: z.string(),
  file_id: z.string().nullable(),
  status: ZCutiStatus,
  cancelled_from: z.string().nullable(),
  current_level: z.string().nullable(),
  levels: z.array(z.string()),
  created_at: z.string(),
  history: z.array(ZApprovalStep),
  /** A cancellation waiting for confirmation, if any. */
  pending_cancellation: z
    .object({ id: z.number().int(), from_date: z.string(), days: z.number().int() })
    .nullable(),
  can_withdraw: z.boolean(),
  can_cancel: z.boolean(),
  can_download: z.boolean(),
});
export type TCutiRow = z.infer<typeof ZCutiRow>;

export const ZCutiListRequest = ZListRequest.extend({
  status: ZCutiStatus.optional(),
  year: z.coerce.number().int().optional(),
});

export const ZCutiDecisionBody = ZDecisionBody;

export const ZCreateCancellationRequest = z.object({
  cuti_id: z.coerce.number().int().positive({ error: 'Cuti wajib dipilih.' }),
  from_date: isoDate.nullish(),
  reason: z
    .string({ error: 'Alasan pembatalan wajib diisi.' })
    .trim()
    .min(1, 'Alasan pembatalan wajib diisi.')
    .max(CUTI_LIMITS.reason, `Alasan paling banyak ${CUTI_LIMITS.reason} karakter.`),
});
export type TCreateCancellationRequest = z.input<typeof ZCreateCancellationRequest>;

export const ZCancellationRow = z.object({
  id: z.number().int(),
  cuti_id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  jenis_cuti_name: z.string(),
  cuti_start_date: z.string(),
  cuti_end_date: z.string(),
  from_date: z.string(),
  days: z.number().int(),
  reason: z.string(),
  status: z.string(),
  current_level: z.string().nullable(),
  created_at: z.string(),
  history: z.array(ZApprovalStep),
});
export type TCancellationRow = z.infer<typeof ZCancellationRow>;

/** `GET /user/cuti/jenis`: the leave types the caller may take, for the form. */
export const ZCutiTypeOption = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  duration_unit: z.string(),
  max_duration: z.number().int().nullable(),
  attachment_rule: z.string(),
  attachment_above_days: z.number().int().nullable(),
  attachment_note: z.string().nullable(),
  description: z.string().nullable(),
});
export type TCutiTypeOption = z.infer<typeof ZCutiTypeOption>;
