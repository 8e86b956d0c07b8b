/**
 * Change requests (docs/attendance.md, "Change requests"; docs/apel-senam.md): a person asks to
 * correct a day of presensi, or their status on an apel or senam session; their superior decides.
 * One mechanism, the kind is a parameter: an approved presensi change turns into punches or an
 * excuse for the day, an approved apel/senam change sets the person's status for the session.
 */
import { z } from 'zod';
import { ZApprovalState, ZApprovalStatus, ZApprovalStep } from '../approval.ts';
import { zDate, zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';
import { CEREMONY_SCREENS } from './apel-senam.ts';

export const PERUBAHAN_KINDS = ['presensi', 'apel', 'senam'] as const;
export type TPerubahanKind = (typeof PERUBAHAN_KINDS)[number];

export const PERUBAHAN_REASONS = [
  'lupa_masuk',
  'lupa_pulang',
  'mesin',
  'dinas_luar',
  'izin',
  'sakit',
  'lupa_presensi',
] as const;
export type TPerubahanReason = (typeof PERUBAHAN_REASONS)[number];

export const PERUBAHAN_REASON_LABELS: Record<TPerubahanReason, string> = {
  lupa_masuk: 'Lupa presensi masuk',
  lupa_pulang: 'Lupa presensi pulang',
  mesin: 'Gangguan mesin / aplikasi',
  dinas_luar: 'Dinas luar',
  izin: 'Izin',
  sakit: 'Sakit',
  lupa_presensi: 'Lupa presensi',
};

/** The reasons each kind offers, in the order the form lists them. */
export const PERUBAHAN_REASONS_BY_KIND: Readonly<
  Record<TPerubahanKind, readonly [TPerubahanReason, ...TPerubahanReason[]]>
> = {
  presensi: ['lupa_masuk', 'lupa_pulang', 'mesin', 'dinas_luar', 'izin', 'sakit'],
  apel: ['lupa_presensi', 'mesin', 'dinas_luar', 'izin', 'sakit'],
  senam: ['lupa_presensi', 'mesin', 'dinas_luar', 'izin', 'sakit'],
};

/** What an approved apel/senam change sets: hadir, or berhalangan with the reason. */
export const CEREMONY_PERUBAHAN_STATUS: Readonly<
  Partial<Record<TPerubahanReason, 'hadir' | 'berhalangan'>>
> = {
  lupa_presensi: 'hadir',
  mesin: 'hadir',
  dinas_luar: 'berhalangan',
  izin: 'berhalangan',
  sakit: 'berhalangan',
};

/** Each kind's screens (the route catalogue's paths), approval subject and names. */
export const PERUBAHAN_SCREENS: Readonly<
  Record<
    TPerubahanKind,
    {
      user: string;
      admin: string;
      /** Stored on the approval row. */
      subjectType: string;
      /** 'presensi', 'presensi apel': what the texts call the thing corrected. */
      noun: string;
    }
  >
> = {
  presensi: {
    user: '/user/presensi/perubahan',
    admin: '/admin/absensi/perubahan',
    subjectType: 'presensi_perubahan',
    noun: 'presensi',
  },
  apel: {
    user: CEREMONY_SCREENS.apel.perubahan,
    admin: CEREMONY_SCREENS.apel.adminPerubahan,
    subjectType: 'apel_perubahan',
    noun: 'presensi apel',
  },
  senam: {
    user: CEREMONY_SCREENS.senam.perubahan,
    admin: CEREMONY_SCREENS.senam.adminPerubahan,
    subjectType: 'senam_perubahan',
    noun: 'presensi senam',
  },
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

/**
 * `POST user/presensi/perubahan` (and `user/presensi_apel/perubahan`, `…_senam/…`): the day
 * and the reasons of the kind; times only for presensi's forgotten punches.
 */
export function perubahanRequestSchema(kind: TPerubahanKind) {
  return z
    .object({
      date: zDay,
      reason_kind: z.enum(PERUBAHAN_REASONS_BY_KIND[kind], { error: 'Pilih alasan perubahan' }),
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
      // An apel or senam session has no times to ask for: its status is what changes.
      if (kind !== 'presensi') return;
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
}
export const ZCreatePerubahanRequest = perubahanRequestSchema('presensi');
export type TCreatePerubahanRequest = z.infer<typeof ZCreatePerubahanRequest>;

/** One request as lists show it, with where it stands and what the caller may do with it. */
export const ZPerubahanRow = z.object({
  id: z.number().int(),
  kind: z.enum(PERUBAHAN_KINDS),
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  unit_name: z.string().nullable(),
  date: z.string(),
  /** The apel or senam session's name ('Apel pagi Senin'); null for presensi. */
  session_name: z.string().nullable(),
  reason_kind: z.enum(PERUBAHAN_REASONS),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  reason: z.string(),
  /** The evidence, readable through `GET <user screen>/:id/file` by those who see the request. */
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
