/**
 * `/admin/master/user`: the staff register (masters.md 'user'). The NIP and NPWP rules live here
 * so the form and the API refuse the same things with the same words (docs/organisation.md).
 */
import { z } from 'zod';
import { zId } from './bounds.ts';
import { zNpwp } from './masters/counterparties.ts';
import { defineMasterDescriptor } from './masters/master-descriptor.ts';
import {
  masterListRequest,
  zIdFilter,
  zOptionalText,
  zRequiredText,
} from './masters/master-fields.ts';
import { zOptionalDate } from './masters/misc-fields.ts';
import { zOptionalReference } from './masters/unit-kerja.ts';
import { GENDERS, zPhone } from './profile.ts';
import { USER_LEVELS, USER_STATUSES } from './users.ts';

export const LECTURER_RANKS = ['asisten_ahli', 'lektor', 'lektor_kepala', 'guru_besar'] as const;
export const LECTURER_RANK_LABELS: Readonly<Record<(typeof LECTURER_RANKS)[number], string>> = {
  asisten_ahli: 'Asisten Ahli',
  lektor: 'Lektor',
  lektor_kepala: 'Lektor Kepala',
  guru_besar: 'Guru Besar',
};

/** Staff types whose number is an 18-digit NIP built by BKN (PNS and CPNS). */
export const NIP_STAFF_TYPE_CODES = ['PNS', 'CPNS'] as const;
/** Staff types whose number is an 18-digit NI PPPK (birth date first, like a NIP). */
export const NI_PPPK_STAFF_TYPE_CODES = ['PPPK'] as const;

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export interface NipParts {
  birthDate: string;
  /** TMT CPNS as 'YYYY-MM'. */
  tmt: string;
  gender: 'L' | 'P';
  serial: string;
}

/**
 * Reads an 18-digit NIP as BKN builds it (Peraturan BKN on NIP): birth date YYYYMMDD, TMT CPNS
 * YYYYMM, sex (1 male, 2 female) and a 3-digit serial. Null when it does not have that shape.
 */
export function parseNip(nip: string): NipParts | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{4})(\d{2})([12])(\d{3})$/.exec(nip);
  if (!m) return null;
  const [, by, bm, bd, ty, tm, sex, serial] = m;
  if (!isRealDate(Number(by), Number(bm), Number(bd))) return null;
  if (Number(tm) < 1 || Number(tm) > 12) return null;
  // The service started after the person was born (at 18 at the very least).
  if (Number(ty) < Number(by) + 18) return null;
  return {
    birthDate: `${by}-${bm}-${bd}`,
    tmt: `${ty}-${tm}`,
    gender: sex === '1' ? 'L' : 'P',
    serial: serial ?? '',
  };
}

export const NIP_MESSAGES = {
  length: 'NIP PNS harus 18 digit angka',
  shape:
    'NIP tidak valid: 8 digit tanggal lahir, 6 digit TMT CPNS, 1 digit jenis kelamin, 3 digit nomor urut',
  birthDate: 'Tanggal lahir tidak sesuai dengan NIP',
  tmt: 'TMT CPNS tidak sesuai dengan NIP',
  gender: 'Jenis kelamin tidak sesuai dengan NIP',
  pppk: 'NI PPPK harus 18 digit angka',
  other: 'Nomor pegawai hanya huruf, angka, titik dan tanda hubung (3–32 karakter)',
} as const;

/**
 * What is wrong with a person's number given their staff type and the dates they give; an
 * empty object when nothing is. Keys are the fields to show the message on.
 */
export function nipProblems(input: {
  nip: string | null;
  kind: 'nip' | 'pppk' | 'other';
  birth_date?: string | null;
  tmt_cpns?: string | null;
  gender?: string | null;
}): Record<string, string> {
  const { nip, kind } = input;
  if (!nip)
    return kind === 'other'
      ? {}
      : { nip: kind === 'nip' ? NIP_MESSAGES.length : NIP_MESSAGES.pppk };
  if (kind === 'other') {
    return /^[A-Za-z0-9.-]{3,32}$/.test(nip) ? {} : { nip: NIP_MESSAGES.other };
  }
  if (!/^\d{18}$/.test(nip))
    return { nip: kind === 'nip' ? NIP_MESSAGES.length : NIP_MESSAGES.pppk };
  if (kind === 'pppk') {
    const born = /^(\d{4})(\d{2})(\d{2})/.exec(nip);
    if (!born || !isRealDate(Number(born[1]), Number(born[2]), Number(born[3]))) {
      return { nip: NIP_MESSAGES.shape };
    }
    const birth = `${born[1]}-${born[2]}-${born[3]}`;
    return input.birth_date && input.birth_date !== birth
      ? { birth_date: NIP_MESSAGES.birthDate }
      : {};
  }
  const parts = parseNip(nip);
  if (!parts) return { nip: NIP_MESSAGES.shape };
  const problems: Record<string, string> = {};
  if (input.birth_date && input.birth_date !== parts.birthDate)
    problems.birth_date = NIP_MESSAGES.birthDate;
  if (input.tmt_cpns && input.tmt_cpns.slice(0, 7) !== parts.tmt)
    problems.tmt_cpns = NIP_MESSAGES.tmt;
  if (input.gender && input.gender !== parts.gender) problems.gender = NIP_MESSAGES.gender;
  return problems;
}

export const ZStaffRow = z.object({
  id: z.number().int(),
  nip: z.string().nullable(),
  name: z.string(),
  front_title: z.string().nullable(),
  back_title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  level: z.enum(USER_LEVELS),
  status: z.enum(USER_STATUSES),
  staff_type_id: z.number().int().nullable(),
  staff_type_name: z.string().nullable(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  position_id: z.number().int().nullable(),
  position_name: z.string().nullable(),
  rank_id: z.number().int().nullable(),
  rank_code: z.string().nullable(),
  lecturer_rank: z.enum(LECTURER_RANKS).nullable(),
  gender: z.enum(GENDERS).nullable(),
  birth_date: z.string().nullable(),
  tmt_cpns: z.string().nullable(),
  tmt_pns: z.string().nullable(),
  may_work_anywhere: z.boolean(),
  work_anywhere_reason: z.string().nullable(),
  ptkp_status_id: z.number().int().nullable(),
  npwp: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account: z.string().nullable(),
  last_login_at: z.date().or(z.string()).nullable(),
});
export type TStaffRow = z.infer<typeof ZStaffRow>;

const ZStaffFields = z.object({
  nip: z
    .string()
    .trim()
    .max(32)
    .nullish()
    .transform((v) => (v ? v : null)),
  name: zRequiredText(),
  front_title: zOptionalText(32),
  back_title: zOptionalText(64),
  email: z
    .email('Format email tidak valid')
    .trim()
    .toLowerCase()
    .max(254)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  phone: zPhone(),
  whatsapp: zPhone(),
  level: z.enum(USER_LEVELS).default('user'),
  staff_type_id: z
    .number({ error: 'Jenis pegawai wajib dipilih' })
    .int()
    .positive('Jenis pegawai wajib dipilih'),
  unit_id: zOptionalReference(),
  position_id: zOptionalReference(),
  rank_id: zOptionalReference(),
  lecturer_rank: z
    .enum(LECTURER_RANKS)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  gender: z
    .enum(GENDERS)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  birth_date: zOptionalDate(),
  tmt_cpns: zOptionalDate(),
  tmt_pns: zOptionalDate(),
  may_work_anywhere: z.boolean().default(false),
  work_anywhere_reason: zOptionalText(),
  ptkp_status_id: zOptionalReference(),
  npwp: zNpwp(),
  bank_name: zOptionalText(64),
  bank_account: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{5,32}$/.test(v), 'Nomor rekening hanya angka (5–32 digit)')
    .nullish()
    .transform((v) => (v ? v : null)),
});

/**
 * Rules between fields. The NIP rule depends on the staff type (a row the contract cannot see),
 * so the server applies `nipProblems` in the register's hook.
 */
function refineStaff(value: z.infer<typeof ZStaffFields>, ctx: z.RefinementCtx) {
  if (value.tmt_cpns && value.tmt_pns && value.tmt_pns < value.tmt_cpns) {
    ctx.addIssue({
      code: 'custom',
      path: ['tmt_pns'],
      message: 'TMT PNS tidak boleh sebelum TMT CPNS',
    });
  }
  if (value.may_work_anywhere && !value.work_anywhere_reason) {
    ctx.addIssue({
      code: 'custom',
      path: ['work_anywhere_reason'],
      message: 'Alasan wajib diisi bila pegawai boleh presensi dari mana saja',
    });
  }
}

export const ZCreateStaffRequest = ZStaffFields.superRefine(refineStaff);
export type TCreateStaffRequest = z.input<typeof ZCreateStaffRequest>;
export const ZUpdateStaffRequest = ZCreateStaffRequest;

export const STAFF_DESCRIPTOR = defineMasterDescriptor(ZStaffRow, {
  fields: [
    { field: 'nip', label: 'NIP', sortable: true, exportWidth: 22 },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 36 },
    { field: 'front_title', label: 'Gelar Depan' },
    { field: 'back_title', label: 'Gelar Belakang' },
    { field: 'email', label: 'Email', exportWidth: 30 },
    { field: 'phone', label: 'Telepon' },
    { field: 'staff_type_name', label: 'Jenis Pegawai' },
    { field: 'unit_name', label: 'Unit Kerja', exportWidth: 36 },
    { field: 'position_name', label: 'Jabatan', exportWidth: 36 },
    { field: 'rank_code', label: 'Golongan' },
    { field: 'gender', label: 'Jenis Kelamin' },
    { field: 'birth_date', label: 'Tanggal Lahir' },
    { field: 'tmt_cpns', label: 'TMT CPNS' },
    { field: 'npwp', label: 'NPWP' },
    { field: 'status', label: 'Status' },
  ],
  defaultSort: [['name', 'asc']],
});
export const STAFF_SORT_KEYS = STAFF_DESCRIPTOR.sortKeys;
export const STAFF_FILTERS = {
  status: z.enum(USER_STATUSES).optional(),
  unit_id: zIdFilter(),
  position_id: zIdFilter(),
  rank_id: zIdFilter(),
  staff_type_id: zIdFilter(),
};
export const ZFindStaffRequest = masterListRequest(STAFF_SORT_KEYS, STAFF_FILTERS);

/** `PUT admin/master/user/:id/groups`: the groups the person belongs to. */
export const ZStaffGroupsRequest = z.object({
  group_ids: z.array(zId()).max(50),
});
export const ZStaffGroupsResponse = z.object({
  data: z.object({ group_ids: z.array(z.number().int()) }),
});
