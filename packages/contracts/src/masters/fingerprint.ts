import { z } from 'zod';
import { zId } from '../bounds.ts';
import { zOptionalId, zTimestampRow } from './attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from './master-fields.ts';
import { UNIT_TIME_ZONES } from './unit-kerja.ts';

/** Mesin fingerprint: a terminal punches are collected from. */
/**
 * What a terminal stands for. Every terminal's punches are presensi punches; a terminal on the
 * ceremony ground also checks people in to the apel or senam held in its window, and a gate
 * terminal's punches are what pemotongan gerbang looks for (docs/attendance.md).
 */
export const FINGERPRINT_PURPOSES = ['presensi', 'apel', 'gerbang'] as const;
export type TFingerprintPurpose = (typeof FINGERPRINT_PURPOSES)[number];
export const FINGERPRINT_PURPOSE_OPTIONS = [
  { value: 'presensi', label: 'Presensi harian' },
  { value: 'apel', label: 'Lapangan apel/senam' },
  { value: 'gerbang', label: 'Gerbang kampus' },
] as const;

export const ZFingerprintMachineRow = z.object({
  id: z.number().int(),
  name: z.string(),
  serial_number: z.string(),
  location_id: z.number().int().nullable(),
  /** The attendance location's name, for the list. */
  location_name: z.string().nullable(),
  comm_key: z.string().nullable(),
  /** The zone of the terminal's clock; null: each person's own (their unit's, else the institution's). */
  time_zone: z.enum(UNIT_TIME_ZONES).nullable(),
  purpose: z.enum(FINGERPRINT_PURPOSES),
  /** Set by the punch receiver (`/iclock/...`) on each contact; read-only here. */
  last_contact_at: zTimestampRow(),
  /** Punches stored from this terminal's pushes; read-only here. */
  punch_count: z.number().int(),
  is_active: z.boolean(),
});
export type TFingerprintMachineRow = z.infer<typeof ZFingerprintMachineRow>;

export const ZCreateFingerprintMachineRequest = z.object({
  name: zRequiredText(100),
  serial_number: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'Hanya huruf, angka dan tanda -')
    .transform((v) => v.toUpperCase()),
  /** The attendance location the terminal stands at. */
  location_id: zOptionalId(),
  /** The terminal's communication key (a number on most terminals). */
  comm_key: zOptionalText(32).refine((v) => v === null || /^\d+$/.test(v), 'Hanya angka'),
  /** Null: each person's own time zone. */
  time_zone: z
    .enum(UNIT_TIME_ZONES)
    .nullish()
    .transform((v) => v ?? null),
  purpose: z
    .enum(FINGERPRINT_PURPOSES, { error: 'Pilih kegunaan mesin' })
    .optional()
    .default('presensi'),
  is_active: zIsActive(),
});
export type TCreateFingerprintMachineRequest = z.input<typeof ZCreateFingerprintMachineRequest>;
export const ZUpdateFingerprintMachineRequest = ZCreateFingerprintMachineRequest;
export type TUpdateFingerprintMachineRequest = z.input<typeof ZUpdateFingerprintMachineRequest>;

export const FINGERPRINT_MACHINE_DESCRIPTOR = defineMasterDescriptor(ZFingerprintMachineRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 28 },
    { field: 'serial_number', label: 'Nomor Seri', sortable: true, exportWidth: 20 },
    { field: 'location_name', label: 'Lokasi', exportWidth: 32 },
    { field: 'time_zone', label: 'Zona Waktu' },
    { field: 'purpose', label: 'Kegunaan', sortable: true },
    { field: 'last_contact_at', label: 'Kontak Terakhir', sortable: true, exportWidth: 24 },
    { field: 'punch_count', label: 'Jumlah Punch', sortable: true },
    ACTIVE_FIELD,
  ],
  defaultSort: [['name', 'asc']],
});
export const FINGERPRINT_MACHINE_SORT_KEYS = FINGERPRINT_MACHINE_DESCRIPTOR.sortKeys;
export const FINGERPRINT_MACHINE_FILTERS = {
  location_id: zIdFilter(),
  purpose: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(FINGERPRINT_PURPOSES).optional(),
  ),
  is_active: zBooleanFilter(),
};
export const ZFindFingerprintMachineRequest = masterListRequest(
  FINGERPRINT_MACHINE_SORT_KEYS,
  FINGERPRINT_MACHINE_FILTERS,
);

/**
 * How a terminal's punch is read: always check-in, always check-out, by time of day (the
 * day's first punch is masuk, the last pulang), or by the status the person chose on the
 * terminal (0 check-in → masuk, 1 check-out → pulang, any other: by time of day).
 */
export const FINGERPRINT_READ_MODES = ['in', 'out', 'auto', 'status'] as const;
export const FINGERPRINT_READ_MODE_LABELS = {
  in: 'Masuk',
  out: 'Pulang',
  auto: 'Otomatis (menurut jam)',
  status: 'Menurut status di mesin',
} as const;

/** Pengaturan fingerprint: the person behind a PIN on one terminal. */
export const ZFingerprintSettingRow = z.object({
  id: z.number().int(),
  machine_id: z.number().int(),
  /** The terminal's name, for the list. */
  machine_name: z.string().nullable(),
  pin: z.string(),
  user_id: z.number().int(),
  /** The person's name, for the list. */
  user_name: z.string().nullable(),
  read_mode: z.enum(FINGERPRINT_READ_MODES),
  is_active: z.boolean(),
});
export type TFingerprintSettingRow = z.infer<typeof ZFingerprintSettingRow>;

export const ZCreateFingerprintSettingRequest = z.object({
  machine_id: zId(),
  /** The user number enrolled on the terminal. */
  pin: z.string().trim().min(1).max(16).regex(/^\d+$/, 'PIN hanya angka'),
  user_id: zId(),
  read_mode: z.enum(FINGERPRINT_READ_MODES).optional().default('auto'),
  is_active: zIsActive(),
});
export type TCreateFingerprintSettingRequest = z.input<typeof ZCreateFingerprintSettingRequest>;
export const ZUpdateFingerprintSettingRequest = ZCreateFingerprintSettingRequest;
export type TUpdateFingerprintSettingRequest = z.input<typeof ZUpdateFingerprintSettingRequest>;

export const FINGERPRINT_SETTING_DESCRIPTOR = defineMasterDescriptor(ZFingerprintSettingRow, {
  fields: [
    { field: 'pin', label: 'PIN', sortable: true },
    { field: 'machine_name', label: 'Mesin', exportWidth: 28 },
    { field: 'user_name', label: 'Pegawai', exportWidth: 36 },
    { field: 'read_mode', label: 'Mode Baca' },
    ACTIVE_FIELD,
    { field: 'machine_id', label: 'Mesin', sortable: true, exported: false },
  ],
  defaultSort: [
    ['machine_id', 'asc'],
    ['pin', 'asc'],
  ],
});
export const FINGERPRINT_SETTING_SORT_KEYS = FINGERPRINT_SETTING_DESCRIPTOR.sortKeys;
export const FINGERPRINT_SETTING_FILTERS = {
  machine_id: zIdFilter(),
  user_id: zIdFilter(),
  read_mode: z.enum(FINGERPRINT_READ_MODES).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindFingerprintSettingRequest = masterListRequest(
  FINGERPRINT_SETTING_SORT_KEYS,
  FINGERPRINT_SETTING_FILTERS,
);
