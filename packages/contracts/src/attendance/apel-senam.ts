/**
 * Apel and senam (docs/apel-senam.md): the days they are held (`/admin/hariapel`,
 * `/admin/harisenam`), a person's check-in (`/user/presensi_apel`, `/user/presensi_senam`) and
 * the admin's attendance per session (`/admin/absensi/apel`, `/admin/absensi/senam`).
 */
import { z } from 'zod';
import { zDate, zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';
import { ZAttendanceLocationPoint } from './check-in.ts';

export const CEREMONY_KINDS = ['apel', 'senam'] as const;
export type TCeremonyKind = (typeof CEREMONY_KINDS)[number];
export const CEREMONY_KIND_LABELS: Readonly<Record<TCeremonyKind, string>> = {
  apel: 'Apel',
  senam: 'Senam',
};

/** The screens of each kind, by the route catalogue's paths. */
export const CEREMONY_SCREENS: Readonly<
  Record<
    TCeremonyKind,
    { days: string; user: string; admin: string; perubahan: string; adminPerubahan: string }
  >
> = {
  apel: {
    days: '/admin/hariapel',
    user: '/user/presensi_apel',
    admin: '/admin/absensi/apel',
    perubahan: '/user/presensi_apel/perubahan',
    adminPerubahan: '/admin/absensi_apel/perubahan',
  },
  senam: {
    days: '/admin/harisenam',
    user: '/user/presensi_senam',
    admin: '/admin/absensi/senam',
    perubahan: '/user/presensi_senam/perubahan',
    adminPerubahan: '/admin/absensi_senam/perubahan',
  },
};

export const SESSION_STATUSES = ['held', 'cancelled', 'moved'] as const;
export type TSessionStatus = (typeof SESSION_STATUSES)[number];
export const SESSION_STATUS_LABELS: Readonly<Record<TSessionStatus, string>> = {
  held: 'Dilaksanakan',
  cancelled: 'Dibatalkan',
  moved: 'Dipindahkan',
};

/**
 * A person's status on a session. 'belum': the session has not closed yet and they have not
 * checked in; 'berhalangan': covered (cuti, DL, sakit, izin, a shift off) or excused.
 */
export const CEREMONY_STATUSES = [
  'hadir',
  'terlambat',
  'tidak_hadir',
  'berhalangan',
  'belum',
] as const;
export type TCeremonyStatus = (typeof CEREMONY_STATUSES)[number];
export const CEREMONY_STATUS_LABELS: Readonly<Record<TCeremonyStatus, string>> = {
  hadir: 'Hadir',
  terlambat: 'Terlambat',
  tidak_hadir: 'Tidak hadir',
  berhalangan: 'Berhalangan',
  belum: 'Belum presensi',
};
/** What an admin's correction may set. */
export const CEREMONY_CORRECTION_STATUSES = [
  'hadir',
  'terlambat',
  'tidak_hadir',
  'berhalangan',
] as const;

const zClock = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam tidak valid (format JJ:MM)');
const zIds = z.array(zId()).max(200, 'Paling banyak 200 pilihan').optional().default([]);
const zReason = z
  .string({ error: 'Alasan wajib diisi' })
  .trim()
  .min(5, 'Alasan minimal 5 karakter')
  .max(500, 'Alasan paling banyak 500 karakter');

export const ZCeremonySessionRow = z.object({
  id: z.number().int(),
  kind: z.enum(CEREMONY_KINDS),
  date: z.string(),
  name: z.string(),
  opens_at: z.string(),
  on_time_until: z.string(),
  closes_at: z.string(),
  status: z.enum(SESSION_STATUSES),
  source: z.enum(['generated', 'manual']),
  moved_from: z.string().nullable(),
  moved_to: z.string().nullable(),
  reason: z.string().nullable(),
  requires_code: z.boolean(),
  unit_ids: z.array(z.number().int()),
  staff_type_ids: z.array(z.number().int()),
  location_ids: z.array(z.number().int()),
  /** 'Semua pegawai' or the units and staff types named. */
  audience: z.string(),
});
export type TCeremonySessionRow = z.infer<typeof ZCeremonySessionRow>;
export const ZCeremonySessionResponse = z.object({ data: ZCeremonySessionRow });

/** `POST admin/hariapel/list`: the days of a month (generated on the way), or every day. */
export const ZCeremonyDayListRequest = ZListRequest.extend({
  month: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan tidak valid')
      .optional(),
  ),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(SESSION_STATUSES).optional(),
  ),
});
export type TCeremonyDayListRequest = z.infer<typeof ZCeremonyDayListRequest>;

const sessionFields = {
  date: zDate({ message: 'Tanggal tidak valid' }),
  name: z
    .string({ error: 'Nama wajib diisi' })
    .trim()
    .min(3, 'Nama minimal 3 karakter')
    .max(100, 'Nama paling banyak 100 karakter'),
  opens_at: zClock('Jam buka'),
  on_time_until: zClock('Batas tepat waktu'),
  closes_at: zClock('Jam tutup'),
  requires_code: z.boolean().optional().default(false),
  unit_ids: zIds,
  staff_type_ids: zIds,
  location_ids: zIds,
  reason: zReason,
};

function refineTimes(
  v: { opens_at: string; on_time_until: string; closes_at: string },
  ctx: z.RefinementCtx,
) {
  if (v.on_time_until < v.opens_at) {
    ctx.addIssue({
      code: 'custom',
      path: ['on_time_until'],
      message: 'Batas tepat waktu tidak boleh sebelum jam buka',
    });
  }
  if (v.closes_at < v.on_time_until) {
    ctx.addIssue({
      code: 'custom',
      path: ['closes_at'],
      message: 'Jam tutup tidak boleh sebelum batas tepat waktu',
    });
  } else if (v.closes_at <= v.opens_at) {
    ctx.addIssue({
      code: 'custom',
      path: ['closes_at'],
      message: 'Jam tutup harus setelah jam buka',
    });
  }
}

/** `POST admin/hariapel`: a day added by hand (with the reason). */
export const ZCreateCeremonyDayRequest = z.object(sessionFields).superRefine(refineTimes);
export type TCreateCeremonyDayRequest = z.input<typeof ZCreateCeremonyDayRequest>;
/** `PUT admin/hariapel/:id`: a changed date is a move; the reason is kept. */
export const ZUpdateCeremonyDayRequest = ZCreateCeremonyDayRequest;
export type TUpdateCeremonyDayRequest = z.input<typeof ZUpdateCeremonyDayRequest>;
/** `POST admin/hariapel/:id/cancel`. */
export const ZCancelCeremonyDayRequest = z.object({ reason: zReason });
export type TCancelCeremonyDayRequest = z.infer<typeof ZCancelCeremonyDayRequest>;

/** `GET user/presensi_apel/today`. */
export const ZCeremonyToday = z.object({
  kind: z.enum(CEREMONY_KINDS),
  /** The server's clock in the institution's zone (ISO with offset). */
  server_time: z.string(),
  time_zone: z.string(),
  date: z.string(),
  /** Null: 'Tidak ada apel hari ini'. */
  session: z
    .object({
      id: z.number().int(),
      name: z.string(),
      opens_at: z.string(),
      on_time_until: z.string(),
      closes_at: z.string(),
      requires_code: z.boolean(),
    })
    .nullable(),
  /** Whether the person is among those who must attend. */
  expected: z.boolean(),
  status: z.enum(CEREMONY_STATUSES).nullable(),
  /** The excuse covering the day (CUTI, DL, SAKIT, IZIN, LIBUR). */
  covered_by: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  location_name: z.string().nullable(),
  locations: z.array(ZAttendanceLocationPoint),
  /** The check-in just answered again (a second press). */
  repeated: z.boolean().optional(),
});
export type TCeremonyToday = z.infer<typeof ZCeremonyToday>;
export const ZCeremonyTodayResponse = z.object({ data: ZCeremonyToday });

/** `POST user/presensi_apel`. */
export const ZCeremonyCheckInRequest = z.object({
  latitude: z.number({ error: 'Lokasi wajib dikirim' }).min(-90).max(90),
  longitude: z.number({ error: 'Lokasi wajib dikirim' }).min(-180).max(180),
  accuracy: z.number({ error: 'Akurasi lokasi wajib dikirim' }).min(0).max(100_000),
  /** The code read from the QR on the ceremony's screen (or typed); needed when the session asks. */
  code: z.string().trim().max(100, 'Kode tidak valid').nullish(),
});
export type TCeremonyCheckInRequest = z.infer<typeof ZCeremonyCheckInRequest>;

/** One row of a person's own history. */
export const ZMyCeremonyRow = z.object({
  session_id: z.number().int(),
  date: z.string(),
  name: z.string(),
  status: z.enum(CEREMONY_STATUSES),
  covered_by: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  deduction_pct: z.number(),
});
export type TMyCeremonyRow = z.infer<typeof ZMyCeremonyRow>;
export const ZMyCeremonyListRequest = ZListRequest.extend({
  month: ZCeremonyDayListRequest.shape.month,
});

/** `POST admin/absensi/apel/list`: sessions held, with their counts. */
export const ZCeremonySessionSummary = ZCeremonySessionRow.extend({
  expected: z.number().int(),
  hadir: z.number().int(),
  terlambat: z.number().int(),
  tidak_hadir: z.number().int(),
  berhalangan: z.number().int(),
  belum: z.number().int(),
});
export type TCeremonySessionSummary = z.infer<typeof ZCeremonySessionSummary>;
export const ZCeremonySessionListRequest = ZListRequest.extend({
  month: ZCeremonyDayListRequest.shape.month,
});

/** `POST admin/absensi/apel/:id/attendance/list`: everyone expected, with their status. */
export const ZCeremonyAttendanceListRequest = ZListRequest.extend({
  unit_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), zId().optional()),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(CEREMONY_STATUSES).optional(),
  ),
});
export type TCeremonyAttendanceListRequest = z.infer<typeof ZCeremonyAttendanceListRequest>;

export const ZCeremonyAttendanceRow = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  unit_name: z.string().nullable(),
  status: z.enum(CEREMONY_STATUSES),
  covered_by: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  location_name: z.string().nullable(),
  distance_m: z.number().int().nullable(),
  code_verified: z.boolean(),
  /** presensi | admin | perubahan; null without a row. */
  source: z.string().nullable(),
  note: z.string().nullable(),
  deduction_pct: z.number(),
});
export type TCeremonyAttendanceRow = z.infer<typeof ZCeremonyAttendanceRow>;

/** `PUT admin/absensi/apel/:id/attendance/:userId`: the admin's audited correction. */
export const ZCeremonyCorrectionRequest = z.object({
  status: z.enum(CEREMONY_CORRECTION_STATUSES, { error: 'Pilih status' }),
  note: zReason,
});
export type TCeremonyCorrectionRequest = z.infer<typeof ZCeremonyCorrectionRequest>;
export const ZCeremonyAttendanceParams = z.object({
  id: zId('Data tidak ditemukan'),
  userId: zId('Pegawai tidak ditemukan'),
});

/** `GET admin/absensi/apel/:id/code`: what the ceremony's screen shows now. */
export const ZRotatingCodeResponse = z.object({
  data: z.object({
    code: z.string(),
    /** The QR's text: 'SIKERJA:<kind>:<session id>:<code>'. */
    payload: z.string(),
    changes_at: z.string(),
    step_seconds: z.number().int(),
    server_time: z.string(),
  }),
});
export type TRotatingCode = z.infer<typeof ZRotatingCodeResponse>['data'];

/** `GET admin/absensi/apel/export?year&month`. */
export const ZCeremonyMonthQuery = z.object({
  year: z.coerce.number({ error: 'Tahun tidak valid' }).int().min(2000).max(2100),
  month: z.coerce.number({ error: 'Bulan tidak valid' }).int().min(1).max(12),
  unit_id: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().optional(),
  ),
});
