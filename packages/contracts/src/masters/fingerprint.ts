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

/** Mesin fingerprint: a terminal punches are collected from. */
export const ZFingerprintMachineRow = z.object({
  id: z.number().int(),
  name: z.string(),
  serial_number: z.string(),
  location_id: z.number().int().nullable(),
  /** The attendance location's name, for the list. */
  location_name: z.string().nullable(),
  comm_key: z.string().nullable(),
  /** Set by the punch collector; read-only here. */
  last_contact_at: zTimestampRow(),
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
    { field: 'last_contact_at', label: 'Kontak Terakhir', sortable: true, exportWidth: 24 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['name', 'asc']],
});
export const FINGERPRINT_MACHINE_SORT_KEYS = FINGERPRINT_MACHINE_DESCRIPTOR.sortKeys;
export const FINGERPRINT_MACHINE_FILTERS = {
  location_id: zIdFilter(),
  is_active: zBooleanFilter(),
};
export const ZFindFingerprintMachineRequest = masterListRequest(
  FINGERPRINT_MACHINE_SORT_KEYS,
  FINGERPRINT_MACHINE_FILTERS,
);

/** How a terminal's punch is read: always check-in, always check-out, or by time of day. */
export const FINGERPRINT_READ_MODES = ['in', 'out', 'auto'] as const;
export const FINGERPRINT_READ_MODE_LABELS = {
  in: 'Masuk',
  out: 'Pulang',
  auto: 'Otomatis (menurut jam)',
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
