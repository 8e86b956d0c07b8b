/**
 * Perubahan presensi (docs/attendance.md, "Change requests"): a person asks to correct a day,
 * their superior decides, and an approval turns into punches or an excuse for that day.
 */
import { z } from 'zod';
import { ZApprovalState, ZApprovalStatus, ZApprovalStep } from '../approval.ts';
import { zDate, zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';

export const PERUBAHAN_REASONS = [
  'lupa_masuk',
  'lupa_pulang',
  'mesin',
  'dinas_luar',
  'izin',
  'sakit',
] as const;
export type TPerubahanReason = (typeof PERUBAHAN_REASONS)[number];

export const PERUBAHAN_REASON_LABELS: Record<TPerubahanReason, string> = {
  lupa_masuk: 'Lupa presensi masuk',
  lupa_pulang: 'Lupa presensi pulang',
  mesin: 'Gangguan mesin / aplikasi',
  dinas_luar: 'Dinas luar',
  izin: 'Izin',
  sakit: 'Sakit',
};

/** Reasons that add a punch (with the times asked for); the others cover the day with an excuse. */
export const PERUBAHAN_PUNCH_REASONS: readonly TPerubahanReason[] = [
  'lupa_masuk',
  'lupa_pulang',
  'mesin',
];

/** The excuse code an approval of these reasons writes. */
export const PERUBAHAN_EXCUSE_CODES: Partial<Record<TPerubahanReason, string>> = {
  dinas_luar: 'DL',
  izin: 'IZIN',
  sakit: 'SAKIT',
};

const zTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam tidak valid (format JJ:MM)');

const zDay = zDate({ message: 'Tanggal tidak valid' });

/** `POST user/presensi/perubahan`. */
export const ZCreatePerubahanRequest = z
  .object({
    date: zDay,
    reason_kind: z.enum(PERUBAHAN_REASONS, { error: 'Pilih alasan perubahan' }),
    check_in: zTime.nullish(),
    check_out: zTime.nullish(),
    reason: z
      .string({ error: 'Wajib diisi' })
      .trim()
      .min(5, 'Keterangan minimal 5 karakter')
      .max(1000, 'Keterangan paling banyak 1000 karakter'),
    file_id: z.uuid({ error: 'Berkas tidak valid' }).nullish(),
  })
  .superRefine((v, ctx) => {
    const needIn = v.reason_kind === 'lupa_masuk';
    const needOut = v.reason_kind === 'lupa_pulang';
    if (needIn && !v.check_in) {
      ctx.addIssue({ code: 'custom', path: ['check_in'], message: 'Jam masuk wajib diisi' });
    }
    if (needOut && !v.check_out) {
      ctx.addIssue({ code: 'custom', path: ['check_out'], message: 'Jam pulang wajib diisi' });
    }
    if (v.reason_kind === 'mesin' && !v.check_in && !v.check_out) {
      ctx.addIssue({
        code: 'custom',
        path: ['check_in'],
        message: 'Isi jam masuk atau jam pulang',
      });
    }
    if (v.check_in && v.check_out && v.check_out <= v.check_in) {
      ctx.addIssue({
        code: 'custom',
        path: ['check_out'],
        message: 'Jam pulang harus setelah jam masuk',
      });
    }
  });
export type TCreatePerubahanRequest = z.infer<typeof ZCreatePerubahanRequest>;

/** One request as lists show it, with where it stands and what the caller may do with it. */
export const ZPerubahanRow = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  unit_name: z.string().nullable(),
  date: z.string(),
  reason_kind: z.enum(PERUBAHAN_REASONS),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  reason: z.string(),
  /** The evidence, readable through `GET user/presensi/perubahan/:id/file` by those who see the request. */
  file_id: z.string().nullable(),
  created_at: z.string(),
  approval: ZApprovalState,
  history: z.array(ZApprovalStep),
  can_decide: z.boolean(),
  can_withdraw: z.boolean(),
});
export type TPerubahanRow = z.infer<typeof ZPerubahanRow>;

export const PERUBAHAN_BOXES = ['mine', 'inbox'] as const;

/** `POST user/presensi/perubahan/list`: the caller's requests, or those waiting for them. */
export const ZPerubahanListRequest = ZListRequest.extend({
  box: z.enum(PERUBAHAN_BOXES).optional().default('mine'),
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZApprovalStatus.optional()),
});
export type TPerubahanListRequest = z.infer<typeof ZPerubahanListRequest>;

const zOptionalDateFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  zDay.optional(),
);

/** `POST admin/absensi/perubahan/list`: every request, filtered. */
export const ZAdminPerubahanListRequest = ZListRequest.extend({
  status: z.preprocess((v) => (v === '' || v === null ? undefined : v), ZApprovalStatus.optional()),
  unit_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), zId().optional()),
  date_from: zOptionalDateFilter,
  date_to: zOptionalDateFilter,
});
export type TAdminPerubahanListRequest = z.infer<typeof ZAdminPerubahanListRequest>;

export const ZPerubahanResponse = z.object({ data: ZPerubahanRow });
