/**
 * Rapat (meetings, docs/rapat.md): the admin's meetings (`/admin/rapat`), a person's meetings
 * with the check-in and, for an organiser, their own meetings (`/user/presensi_rapat`).
 */
import { z } from 'zod';
import { zDate, zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';
import { ZAttendanceLocationPoint } from './check-in.ts';

export const RAPAT_SCREENS = { admin: '/admin/rapat', user: '/user/presensi_rapat' } as const;

export const MEETING_MODES = ['onsite', 'online'] as const;
export type TMeetingMode = (typeof MEETING_MODES)[number];
export const MEETING_MODE_LABELS: Readonly<Record<TMeetingMode, string>> = {
  onsite: 'Tatap muka',
  online: 'Daring',
};

export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
export type TMeetingStatus = (typeof MEETING_STATUSES)[number];
export const MEETING_STATUS_LABELS: Readonly<Record<TMeetingStatus, string>> = {
  scheduled: 'Terjadwal',
  cancelled: 'Dibatalkan',
};

/** Where a meeting stands against the institution's clock. */
export const MEETING_PHASES = ['upcoming', 'today', 'past'] as const;
export type TMeetingPhase = (typeof MEETING_PHASES)[number];
export const MEETING_PHASE_LABELS: Readonly<Record<TMeetingPhase, string>> = {
  upcoming: 'Akan datang',
  today: 'Hari ini',
  past: 'Selesai',
};

/**
 * A participant's status. 'belum': the meeting has not ended and they have not checked in;
 * 'berhalangan': covered (cuti, DL, sakit, izin, a shift off) or excused by a correction.
 */
export const MEETING_ATTENDANCE_STATUSES = [
  'hadir',
  'terlambat',
  'tidak_hadir',
  'berhalangan',
  'belum',
] as const;
export type TMeetingAttendanceStatus = (typeof MEETING_ATTENDANCE_STATUSES)[number];
export const MEETING_ATTENDANCE_STATUS_LABELS: Readonly<Record<TMeetingAttendanceStatus, string>> =
  {
    hadir: 'Hadir',
    terlambat: 'Terlambat',
    tidak_hadir: 'Tidak hadir',
    berhalangan: 'Berhalangan',
    belum: 'Belum presensi',
  };
export const MEETING_CORRECTION_STATUSES = [
  'hadir',
  'terlambat',
  'tidak_hadir',
  'berhalangan',
] as const;

/** Check-in opens this many minutes before the start; after start + tolerance it is late. */
export const MEETING_CHECK_IN_OPENS_BEFORE_MIN = 30;
export const MEETING_LATE_AFTER_MIN = 15;

const zClock = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam tidak valid (format JJ:MM)');
const zIds = (max: number) =>
  z.array(zId()).max(max, `Paling banyak ${max} pilihan`).optional().default([]);
const zReason = z
  .string({ error: 'Alasan wajib diisi' })
  .trim()
  .min(5, 'Alasan minimal 5 karakter')
  .max(500, 'Alasan paling banyak 500 karakter');
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ZMeetingRow = z.object({
  id: z.number().int(),
  title: z.string(),
  agenda: z.string(),
  date: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  mode: z.enum(MEETING_MODES),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  online_link: z.string().nullable(),
  organiser: z.object({ id: z.number().int(), name: z.string() }),
  user_ids: z.array(z.number().int()),
  unit_ids: z.array(z.number().int()),
  position_ids: z.array(z.number().int()),
  mandatory: z.boolean(),
  requires_code: z.boolean(),
  status: z.enum(MEETING_STATUSES),
  cancel_reason: z.string().nullable(),
  minutes_text: z.string().nullable(),
  minutes_file_id: z.string().nullable(),
  minutes_file_name: z.string().nullable(),
  phase: z.enum(MEETING_PHASES),
  participant_count: z.number().int(),
  attended_count: z.number().int(),
});
export type TMeetingRow = z.infer<typeof ZMeetingRow>;
export const ZMeetingResponse = z.object({ data: ZMeetingRow });

/** `POST admin/rapat/list` (and the organiser's list). */
export const ZMeetingListRequest = ZListRequest.extend({
  month: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan tidak valid')
      .optional(),
  ),
  status: z.preprocess(blankToUndefined, z.enum(MEETING_STATUSES).optional()),
});
export type TMeetingListRequest = z.infer<typeof ZMeetingListRequest>;

/** `POST admin/rapat`, `PUT admin/rapat/:id` (the organiser's: without organiser_id). */
export const ZSaveMeetingRequest = z
  .object({
    title: z
      .string({ error: 'Judul wajib diisi' })
      .trim()
      .min(3, 'Judul minimal 3 karakter')
      .max(200, 'Judul paling banyak 200 karakter'),
    agenda: z
      .string({ error: 'Agenda wajib diisi' })
      .trim()
      .min(3, 'Agenda minimal 3 karakter')
      .max(5000, 'Agenda paling banyak 5000 karakter'),
    date: zDate({ min: '2000-01-01', max: '2100-12-31' }),
    starts_at: zClock('Jam mulai'),
    ends_at: zClock('Jam selesai'),
    mode: z.enum(MEETING_MODES, { error: 'Pilih tempat rapat' }),
    location_id: z.preprocess(blankToUndefined, zId('Lokasi tidak valid').nullish()),
    online_link: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'Tautan tidak valid (awali dengan https://)' })
        .max(500, 'Tautan paling banyak 500 karakter')
        .nullish(),
    ),
    /** Admin only: who runs it (default: the admin saving it). */
    organiser_id: z.preprocess(blankToUndefined, zId('Penyelenggara tidak valid').nullish()),
    user_ids: zIds(2000),
    unit_ids: zIds(200),
    position_ids: zIds(500),
    mandatory: z.boolean().optional().default(false),
    requires_code: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.ends_at <= v.starts_at) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'Jam selesai harus setelah jam mulai',
      });
    }
    if (v.mode === 'onsite' && !v.location_id) {
      ctx.addIssue({ code: 'custom', path: ['location_id'], message: 'Pilih lokasi rapat' });
    }
    if (v.mode === 'online' && !v.online_link) {
      ctx.addIssue({ code: 'custom', path: ['online_link'], message: 'Tautan rapat wajib diisi' });
    }
    if (v.user_ids.length + v.unit_ids.length + v.position_ids.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['user_ids'],
        message: 'Pilih peserta: pegawai, unit kerja atau jabatan',
      });
    }
  });
export type TSaveMeetingRequest = z.input<typeof ZSaveMeetingRequest>;

/** `POST admin/rapat/:id/cancel`. */
export const ZCancelMeetingRequest = z.object({ reason: zReason });
export type TCancelMeetingRequest = z.infer<typeof ZCancelMeetingRequest>;

/** `PUT admin/rapat/:id/minutes`: the notulen, after the meeting. */
export const ZMeetingMinutesRequest = z.object({
  minutes_text: z
    .string({ error: 'Notulen wajib diisi' })
    .trim()
    .min(3, 'Notulen minimal 3 karakter')
    .max(20_000, 'Notulen paling banyak 20000 karakter'),
  minutes_file_id: z.preprocess(blankToUndefined, z.string().max(64).nullish()),
});
export type TMeetingMinutesRequest = z.infer<typeof ZMeetingMinutesRequest>;

export const ZMeetingAttendanceListRequest = ZListRequest.extend({
  status: z.preprocess(blankToUndefined, z.enum(MEETING_ATTENDANCE_STATUSES).optional()),
});
export type TMeetingAttendanceListRequest = z.infer<typeof ZMeetingAttendanceListRequest>;

export const ZMeetingAttendanceRow = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  unit_name: z.string().nullable(),
  status: z.enum(MEETING_ATTENDANCE_STATUSES),
  covered_by: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  location_name: z.string().nullable(),
  distance_m: z.number().int().nullable(),
  code_verified: z.boolean(),
  source: z.string().nullable(),
  note: z.string().nullable(),
  deduction_pct: z.number(),
});
export type TMeetingAttendanceRow = z.infer<typeof ZMeetingAttendanceRow>;

/** `PUT admin/rapat/:id/attendance/:userId`: the admin's audited correction. */
export const ZMeetingCorrectionRequest = z.object({
  status: z.enum(MEETING_CORRECTION_STATUSES, { error: 'Pilih status' }),
  note: zReason,
});
export type TMeetingCorrectionRequest = z.infer<typeof ZMeetingCorrectionRequest>;
export const ZMeetingAttendanceParams = z.object({
  id: zId('Data tidak ditemukan'),
  userId: zId('Pegawai tidak ditemukan'),
});

/** `POST user/presensi_rapat/list`: my meetings as a participant. */
export const ZMyMeetingListRequest = ZListRequest.extend({
  phase: z.preprocess(blankToUndefined, z.enum(MEETING_PHASES).optional()),
});
export type TMyMeetingListRequest = z.infer<typeof ZMyMeetingListRequest>;

export const ZMyMeetingRow = ZMeetingRow.extend({
  my_status: z.enum(MEETING_ATTENDANCE_STATUSES),
  covered_by: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  /** Check-in is open now (the window, the meeting held). */
  can_check_in: z.boolean(),
  locations: z.array(ZAttendanceLocationPoint),
});
export type TMyMeetingRow = z.infer<typeof ZMyMeetingRow>;

/** `POST user/presensi_rapat/:id/check-in`. */
export const ZMeetingCheckInRequest = z.object({
  latitude: z.number({ error: 'Lokasi wajib dikirim' }).min(-90).max(90).nullish(),
  longitude: z.number({ error: 'Lokasi wajib dikirim' }).min(-180).max(180).nullish(),
  accuracy: z.number({ error: 'Akurasi lokasi wajib dikirim' }).min(0).max(100_000).nullish(),
  /** The code read from the organiser's QR (or typed); needed when the meeting asks. */
  code: z.string().trim().max(100, 'Kode tidak valid').nullish(),
});
export type TMeetingCheckInRequest = z.infer<typeof ZMeetingCheckInRequest>;
export const ZMeetingCheckInResponse = z.object({
  data: z.object({ row: ZMyMeetingRow, repeated: z.boolean() }),
});

/** `GET user/presensi_rapat/options`: what a meeting form chooses from. */
export const ZMeetingOptionsResponse = z.object({
  data: z.object({
    people: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        nip: z.string().nullable(),
        unit_name: z.string().nullable(),
      }),
    ),
    units: z.array(z.object({ id: z.number().int(), name: z.string() })),
    positions: z.array(z.object({ id: z.number().int(), name: z.string() })),
    locations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type TMeetingOptions = z.infer<typeof ZMeetingOptionsResponse>['data'];
