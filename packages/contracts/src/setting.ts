import { z } from 'zod';
import { zId } from './bounds.ts';
import { zSuratTugasNumberPattern } from './surat-tugas-number.ts';

/** `GET setting` (SPEC section 3 'Setting'); date is the server's now in the institution's zone. */
export const ZPublicSetting = z.object({
  name: z.string(),
  backgrounddir: z.string().nullable(),
  logodarkdir: z.string().nullable(),
  logowhitedir: z.string().nullable(),
  date: z.object({
    y: z.number().int(),
    m: z.number().int(),
    d: z.number().int(),
    h: z.number().int(),
    i: z.number().int(),
    s: z.number().int(),
  }),
});
export const ZPublicSettingResponse = z.object({ data: ZPublicSetting });
export type TPublicSetting = z.infer<typeof ZPublicSetting>;

export const TIME_ZONES = [
  { value: 'Asia/Jakarta', label: 'WIB (Asia/Jakarta)' },
  { value: 'Asia/Makassar', label: 'WITA (Asia/Makassar)' },
  { value: 'Asia/Jayapura', label: 'WIT (Asia/Jayapura)' },
] as const;

/**
 * The check-in window (docs/attendance.md "Check-in window"): how early 'Presensi Masuk' opens
 * before the scheduled start, and how long after the check-in 'Presensi Pulang' opens.
 */
export const CHECK_IN_WINDOW_BOUNDS = {
  check_in_opens_before_minutes: { min: 0, max: 360, default: 120 },
  check_out_opens_after_minutes: { min: 0, max: 240, default: 60 },
} as const;

const zWindowMinutes = ({ min, max }: { min: number; max: number }) => {
  const message = `Isi bilangan bulat menit dari ${min} sampai ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

/** What /admin/setting edits. Logos and background are uploaded separately. */
export const ZUpdateSettingRequest = z.object({
  name: z.string().trim().min(3).max(150),
  short_name: z.string().trim().max(60).nullable().optional(),
  time_zone: z.enum(TIME_ZONES.map((t) => t.value) as ['Asia/Jakarta', ...string[]]),
  authorised_official_user_id: zId().nullable(),
  maintenance_enabled: z.boolean(),
  maintenance_title: z.string().trim().max(120).nullable().optional(),
  maintenance_text: z.string().trim().max(1000).nullable().optional(),
  /** Left out: unchanged. */
  check_in_opens_before_minutes: zWindowMinutes(
    CHECK_IN_WINDOW_BOUNDS.check_in_opens_before_minutes,
  ).optional(),
  check_out_opens_after_minutes: zWindowMinutes(
    CHECK_IN_WINDOW_BOUNDS.check_out_opens_after_minutes,
  ).optional(),
  /** The automatic surat tugas number (docs/surat-tugas.md "Nomor"). Left out: unchanged. */
  surat_tugas_number_pattern: zSuratTugasNumberPattern().optional(),
  /** The PPK printed on the SPD and the kuitansi; null clears it, left out: unchanged. */
  ppk_user_id: zId('Pegawai tidak valid').nullable().optional(),
  /** The Bendahara Pengeluaran who signs the kuitansi; null clears it, left out: unchanged. */
  bendahara_user_id: zId('Pegawai tidak valid').nullable().optional(),
});
export type TUpdateSettingRequest = z.input<typeof ZUpdateSettingRequest>;

const ZSettingPerson = z
  .object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() })
  .nullable();

export const ZAdminSetting = z.object({
  name: z.string(),
  short_name: z.string().nullable(),
  time_zone: z.string(),
  authorised_official_user_id: z.number().int().nullable(),
  authorised_official: ZSettingPerson,
  maintenance_enabled: z.boolean(),
  maintenance_title: z.string().nullable(),
  maintenance_text: z.string().nullable(),
  check_in_opens_before_minutes: z.number().int(),
  check_out_opens_after_minutes: z.number().int(),
  surat_tugas_number_pattern: z.string(),
  ppk_user_id: z.number().int().nullable(),
  ppk: ZSettingPerson,
  bendahara_user_id: z.number().int().nullable(),
  bendahara: ZSettingPerson,
  logodarkdir: z.string().nullable(),
  logowhitedir: z.string().nullable(),
  backgrounddir: z.string().nullable(),
});
export const ZAdminSettingResponse = z.object({ data: ZAdminSetting });
export type TAdminSetting = z.infer<typeof ZAdminSetting>;

/** The three images of the settings screen, uploaded as multipart field `file`. */
export const SETTING_IMAGES = ['logo_dark', 'logo_white', 'background'] as const;
export type SettingImage = (typeof SETTING_IMAGES)[number];

/** Default texts of the maintenance dialog (503). */
export const MAINTENANCE_DEFAULT = {
  title: 'Sedang Dalam Pemeliharaan',
  text: 'Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi.',
} as const;
