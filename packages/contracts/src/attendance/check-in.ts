/**
 * Check-in (`/user/presensi`, docs/attendance.md "Check-in"): the browser sends its position
 * and accuracy; the server's clock decides the time and the geofence decides the place.
 */
import { z } from 'zod';
import { ZAttendanceDay } from './day.ts';

export const PUNCH_TYPES = ['masuk', 'pulang'] as const;
export type PunchType = (typeof PUNCH_TYPES)[number];

/** Why a punch was accepted but shown to the admin. */
export const PUNCH_FLAGS = ['accuracy', 'travel', 'retry_after_refusal'] as const;
export type PunchFlag = (typeof PUNCH_FLAGS)[number];
export const PUNCH_FLAG_LABELS: Readonly<Record<PunchFlag, string>> = {
  accuracy: 'Akurasi GPS lebih buruk dari radius lokasi',
  travel: 'Perpindahan terlalu cepat dari presensi sebelumnya',
  retry_after_refusal: 'Diterima sesaat setelah ditolak di luar area',
};

export const ZCheckInRequest = z.object({
  type: z.enum(PUNCH_TYPES, { error: 'Jenis presensi tidak valid' }),
  latitude: z.number({ error: 'Lokasi wajib dikirim' }).min(-90).max(90),
  longitude: z.number({ error: 'Lokasi wajib dikirim' }).min(-180).max(180),
  /** Metres, as the browser's geolocation reports it. */
  accuracy: z.number({ error: 'Akurasi lokasi wajib dikirim' }).min(0).max(100_000),
});
export type TCheckInRequest = z.infer<typeof ZCheckInRequest>;

export const ZAttendanceLocationPoint = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius_m: z.number().int(),
});

/** Today's card: the day as known now, plus what the screen needs around it. */
export const ZTodayAttendance = ZAttendanceDay.extend({
  /** The server's clock in the institution's zone; the screen's clock starts from it. */
  server_time: z.string(),
  time_zone: z.string(),
  day_off_name: z.string().nullable(),
  /** A remote-attendance permit covers today: no geofence. */
  remote_permit: z.boolean(),
  locations: z.array(ZAttendanceLocationPoint),
  /**
   * The check-in window (docs/attendance.md "Check-in window"), as zoned times: 'Presensi
   * Masuk' and 'Presensi Pulang' are refused before these; null: open at any time.
   */
  check_in_opens_at: z.string().nullable(),
  check_out_opens_at: z.string().nullable(),
  /** The punch just recorded (POST only): its distance to the location and its flags. */
  punch: z
    .object({
      type: z.enum(PUNCH_TYPES),
      at: z.string(),
      location_name: z.string().nullable(),
      distance_m: z.number().int().nullable(),
      flags: z.array(z.string()),
      /** A second 'masuk' the same day answers the first one. */
      repeated: z.boolean(),
    })
    .nullable(),
});
export type TTodayAttendance = z.infer<typeof ZTodayAttendance>;
export const ZTodayAttendanceResponse = z.object({ data: ZTodayAttendance });
