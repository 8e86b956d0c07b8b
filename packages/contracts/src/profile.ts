/**
 * A person's profile (/user/profile/..., docs/profile.md): the biodata they keep themselves, and
 * seven lists that are theirs (six histories and the supporting documents), each row with an
 * optional document. One server mechanism (the resource factory's `owner`) and one web page
 * serve the seven lists, so each list here is only its fields, rules, labels and sorting.
 *
 * Every profile endpoint takes an optional `user_id` (query string; the list's body): an admin
 * holding 'admin.master.user' names the person; anyone else may only name themselves.
 */
import { z } from 'zod';
import { zDate, zId } from './bounds.ts';
import { defineMasterDescriptor } from './masters/master-descriptor.ts';
import { zOptionalText, zRequiredText } from './masters/master-fields.ts';

/** The permission whose holders see and edit anyone's profile. */
export const PROFILE_ADMIN_PERMISSION = 'admin.master.user';

/** Limits shared by the forms and the API (the columns' own lengths). */
export const PROFILE_LIMITS = {
  text: 200,
  address: 500,
  phone: 20,
  /** Oldest plausible graduation year. */
  firstGraduationYear: 1940,
  /** Oldest plausible date (a parent's birth date). */
  firstDate: '1900-01-01',
} as const;

export const PROFILE_MESSAGES = {
  nik: 'NIK harus 16 digit angka',
  kk: 'Nomor KK harus 16 digit angka',
  nip: 'NIP harus 18 digit angka',
  phone: 'Hanya angka, boleh diawali +, 6 sampai 15 digit',
  future: 'Tanggal tidak boleh melewati hari ini',
  tooOld: 'Tanggal terlalu lampau',
  futureYear: 'Tahun lulus tidak boleh melewati tahun ini',
  endBeforeStart: 'Tanggal selesai tidak boleh sebelum tanggal mulai',
  endWhileMarried: 'Kosongkan bila masih menikah',
  endBeforeMarriage: 'Tanggal berakhir tidak boleh sebelum tanggal menikah',
  adminField: 'Data ini diubah oleh bagian kepegawaian, bukan dari biodata',
  file: 'Berkas tidak valid',
  documentFile: 'Unggah berkas dokumen',
} as const;

// ---------------------------------------------------------------------------------------------
// Coded values, with their Indonesian labels (the table's check constraints allow these).

export const GENDER_LABELS = { L: 'Laki-laki', P: 'Perempuan' } as const;
export const GENDERS = ['L', 'P'] as const;

export const RELIGION_LABELS = {
  islam: 'Islam',
  kristen: 'Kristen',
  katolik: 'Katolik',
  hindu: 'Hindu',
  buddha: 'Buddha',
  konghucu: 'Konghucu',
} as const;
export const RELIGIONS = ['islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu'] as const;

export const MARITAL_STATUS_LABELS = {
  belum_kawin: 'Belum kawin',
  kawin: 'Kawin',
  cerai_hidup: 'Cerai hidup',
  cerai_mati: 'Cerai mati',
} as const;
export const MARITAL_STATUSES = ['belum_kawin', 'kawin', 'cerai_hidup', 'cerai_mati'] as const;

export const BLOOD_TYPE_LABELS = { A: 'A', B: 'B', AB: 'AB', O: 'O' } as const;
export const BLOOD_TYPES = ['A', 'B', 'AB', 'O'] as const;

export const EDUCATION_LEVEL_LABELS = {
  SD: 'SD / sederajat',
  SMP: 'SMP / sederajat',
  SMA: 'SMA / SMK / sederajat',
  D1: 'Diploma I',
  D2: 'Diploma II',
  D3: 'Diploma III',
  D4: 'Diploma IV / Sarjana Terapan',
  S1: 'Sarjana (S1)',
  S2: 'Magister (S2)',
  S3: 'Doktor (S3)',
} as const;
export const EDUCATION_LEVELS = [
  'SD',
  'SMP',
  'SMA',
  'D1',
  'D2',
  'D3',
  'D4',
  'S1',
  'S2',
  'S3',
] as const;

export const MARRIAGE_STATUS_LABELS = {
  menikah: 'Menikah',
  cerai: 'Cerai hidup',
  cerai_mati: 'Cerai mati',
} as const;
export const MARRIAGE_STATUSES = ['menikah', 'cerai', 'cerai_mati'] as const;

export const CHILD_RELATION_LABELS = {
  kandung: 'Anak kandung',
  tiri: 'Anak tiri',
  angkat: 'Anak angkat',
} as const;
export const CHILD_RELATIONS = ['kandung', 'tiri', 'angkat'] as const;

export const PARENT_RELATION_LABELS = {
  ayah: 'Ayah',
  ibu: 'Ibu',
  ayah_mertua: 'Ayah mertua',
  ibu_mertua: 'Ibu mertua',
} as const;
export const PARENT_RELATIONS = ['ayah', 'ibu', 'ayah_mertua', 'ibu_mertua'] as const;

export const DOCUMENT_TYPE_LABELS = {
  ktp: 'KTP',
  kk: 'Kartu Keluarga',
  npwp: 'NPWP',
  ijazah: 'Ijazah',
  transkrip: 'Transkrip nilai',
  sk_cpns: 'SK CPNS',
  sk_pns: 'SK PNS',
  sk_pangkat: 'SK Pangkat',
  sk_jabatan: 'SK Jabatan',
  lainnya: 'Lainnya',
} as const;
export const DOCUMENT_TYPES = [
  'ktp',
  'kk',
  'npwp',
  'ijazah',
  'transkrip',
  'sk_cpns',
  'sk_pns',
  'sk_pangkat',
  'sk_jabatan',
  'lainnya',
] as const;

// ---------------------------------------------------------------------------------------------
// Field rules.

/**
 * The latest date it is anywhere on earth (UTC+14). "Not in the future" compares with it, so
 * the browser and the server agree whatever their clocks' zones, and a child born today is
 * never refused; a date at most one day ahead may pass for a few hours.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** Digits only, exactly `length` of them (NIK, KK, NIP); blank becomes null. */
const zDigits = (length: number, message: string) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), message)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null));

export const zNik = () => zDigits(16, PROFILE_MESSAGES.nik);
export const zKkNumber = () => zDigits(16, PROFILE_MESSAGES.kk);
export const zNip = () => zDigits(18, PROFILE_MESSAGES.nip);

/** A phone number: digits with an optional leading +; spaces and dashes typed are dropped. */
export const zPhone = () =>
  z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^(\+?\d{6,15})?$/, PROFILE_MESSAGES.phone))
    .nullish()
    .transform((v) => (v ? v : null));

/** A real date 'YYYY-MM-DD', not before 1900 and, when `past`, not after today. */
const zCheckedDate = (past: boolean) =>
  zDate({
    min: PROFILE_LIMITS.firstDate,
    tooEarly: PROFILE_MESSAGES.tooOld,
    // The same words as the check below, which the answer then holds once.
    ...(past ? { tooLate: PROFILE_MESSAGES.future } : {}),
  }).refine((v) => !past || v <= latestToday(), PROFILE_MESSAGES.future);

/** A required date; `past` for dates that cannot lie ahead (births, marriages). */
export const zProfileDate = (options: { past?: boolean } = {}) =>
  zCheckedDate(options.past ?? false);

/** An optional date: blank or absent becomes null. */
export const zOptionalProfileDate = (options: { past?: boolean } = {}) =>
  zCheckedDate(options.past ?? false)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null));

/** The year a school was finished: 1940 up to this year. */
export const zGraduationYear = () =>
  z
    .number()
    .int()
    .min(PROFILE_LIMITS.firstGraduationYear)
    .refine((year) => year <= Number(latestToday().slice(0, 4)), PROFILE_MESSAGES.futureYear);

/** A required coded value: 'Wajib diisi' when missing, 'Pilihan tidak valid' when unknown. */
export const zCode = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input == null ? 'Wajib diisi' : undefined) });

/** An optional coded value: blank or absent becomes null. */
export const zOptionalCode = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .enum([...values, ''])
    .nullish()
    .transform((v) => (v ? (v as T[number]) : null));

/** The document of a row: the id an upload returned, or none. */
export const zFileId = () =>
  z
    .uuid(PROFILE_MESSAGES.file)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null));

/** Columns every profile row answers with besides its own. */
const rowFile = {
  id: z.number().int(),
  /** The row's document (GET /api/v1/files/:id, owner or admin), and its name as uploaded. */
  file_id: z.string().nullable(),
  file_name: z.string().nullable(),
};

const text = () => zRequiredText(PROFILE_LIMITS.text);
const optionalText = () => zOptionalText(PROFILE_LIMITS.text);

// ---------------------------------------------------------------------------------------------
// Riwayat pendidikan.

export const EDUCATION_LABELS = {
  level: 'Jenjang',
  institution: 'Nama sekolah / perguruan tinggi',
  major: 'Jurusan / program studi',
  graduation_year: 'Tahun lulus',
  certificate_number: 'Nomor ijazah',
  certificate_date: 'Tanggal ijazah',
} as const;

export const ZEducationRow = z.object({
  ...rowFile,
  level: z.enum(EDUCATION_LEVELS),
  institution: z.string(),
  major: z.string().nullable(),
  graduation_year: z.number().int(),
  certificate_number: z.string().nullable(),
  certificate_date: z.string().nullable(),
});
export type TEducationRow = z.infer<typeof ZEducationRow>;

export const ZSaveEducationRequest = z.object({
  level: zCode(EDUCATION_LEVELS),
  institution: text(),
  major: optionalText(),
  graduation_year: zGraduationYear(),
  certificate_number: optionalText(),
  certificate_date: zOptionalProfileDate({ past: true }),
  file_id: zFileId(),
});
export type TSaveEducationRequest = z.input<typeof ZSaveEducationRequest>;
export const EDUCATION_DESCRIPTOR = defineMasterDescriptor(ZEducationRow, {
  fields: [
    { field: 'level', label: EDUCATION_LABELS.level, sortable: true },
    { field: 'institution', label: EDUCATION_LABELS.institution, sortable: true },
    { field: 'major', label: EDUCATION_LABELS.major },
    { field: 'graduation_year', label: EDUCATION_LABELS.graduation_year, sortable: true },
    { field: 'certificate_number', label: EDUCATION_LABELS.certificate_number },
    { field: 'certificate_date', label: EDUCATION_LABELS.certificate_date },
    { field: 'file_name', label: 'Berkas', exportWidth: 32 },
  ],
  defaultSort: [['graduation_year', 'desc']],
});
export const EDUCATION_SORT_KEYS = EDUCATION_DESCRIPTOR.sortKeys;

// ---------------------------------------------------------------------------------------------
// Riwayat pekerjaan.

export const JOB_LABELS = {
  position_name: 'Jabatan',
  organisation: 'Instansi / unit',
  start_date: 'Tanggal mulai',
  end_date: 'Tanggal selesai',
  decree_number: 'Nomor SK',
  decree_date: 'Tanggal SK',
} as const;

export const ZJobRow = z.object({
  ...rowFile,
  position_name: z.string(),
  organisation: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  decree_number: z.string().nullable(),
  decree_date: z.string().nullable(),
});
export type TJobRow = z.infer<typeof ZJobRow>;

export const ZSaveJobRequest = z
  .object({
    position_name: text(),
    organisation: text(),
    start_date: zProfileDate(),
    end_date: zOptionalProfileDate(),
    decree_number: optionalText(),
    decree_date: zOptionalProfileDate({ past: true }),
    file_id: zFileId(),
  })
  .superRefine((value, ctx) => {
    if (value.end_date && value.end_date < value.start_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: PROFILE_MESSAGES.endBeforeStart,
      });
    }
  });
export type TSaveJobRequest = z.input<typeof ZSaveJobRequest>;
export const JOB_DESCRIPTOR = defineMasterDescriptor(ZJobRow, {
  fields: [
    { field: 'position_name', label: JOB_LABELS.position_name, sortable: true },
    { field: 'organisation', label: JOB_LABELS.organisation, sortable: true },
    { field: 'start_date', label: JOB_LABELS.start_date, sortable: true },
    { field: 'end_date', label: JOB_LABELS.end_date },
    { field: 'decree_number', label: JOB_LABELS.decree_number },
    { field: 'decree_date', label: JOB_LABELS.decree_date },
    { field: 'file_name', label: 'Berkas', exportWidth: 32 },
  ],
  defaultSort: [['start_date', 'desc']],
});
export const JOB_SORT_KEYS = JOB_DESCRIPTOR.sortKeys;

// ---------------------------------------------------------------------------------------------
// Riwayat pernikahan.

export const MARRIAGE_LABELS = {
  spouse_name: 'Nama pasangan',
  marriage_date: 'Tanggal menikah',
  certificate_number: 'Nomor akta / buku nikah',
  status: 'Status',
  end_date: 'Tanggal berakhir',
} as const;

export const ZMarriageRow = z.object({
  ...rowFile,
  spouse_name: z.string(),
  marriage_date: z.string(),
  certificate_number: z.string().nullable(),
  status: z.enum(MARRIAGE_STATUSES),
  end_date: z.string().nullable(),
});
export type TMarriageRow = z.infer<typeof ZMarriageRow>;

export const ZSaveMarriageRequest = z
  .object({
    spouse_name: text(),
    marriage_date: zProfileDate({ past: true }),
    certificate_number: optionalText(),
    status: zCode(MARRIAGE_STATUSES),
    end_date: zOptionalProfileDate({ past: true }),
    file_id: zFileId(),
  })
  .superRefine((value, ctx) => {
    if (!value.end_date) return;
    if (value.status === 'menikah') {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: PROFILE_MESSAGES.endWhileMarried,
      });
    } else if (value.end_date < value.marriage_date) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: PROFILE_MESSAGES.endBeforeMarriage,
      });
    }
  });
export type TSaveMarriageRequest = z.input<typeof ZSaveMarriageRequest>;
export const MARRIAGE_DESCRIPTOR = defineMasterDescriptor(ZMarriageRow, {
  fields: [
    { field: 'spouse_name', label: MARRIAGE_LABELS.spouse_name, sortable: true },
    { field: 'marriage_date', label: MARRIAGE_LABELS.marriage_date, sortable: true },
    { field: 'certificate_number', label: MARRIAGE_LABELS.certificate_number },
    { field: 'status', label: MARRIAGE_LABELS.status, sortable: true },
    { field: 'end_date', label: MARRIAGE_LABELS.end_date },
    { field: 'file_name', label: 'Berkas', exportWidth: 32 },
  ],
  defaultSort: [['marriage_date', 'desc']],
});
export const MARRIAGE_SORT_KEYS = MARRIAGE_DESCRIPTOR.sortKeys;

// ---------------------------------------------------------------------------------------------
// Riwayat suami / istri.

export const SPOUSE_LABELS = {
  name: 'Nama suami / istri',
  nik: 'NIK',
  birth_place: 'Tempat lahir',
  birth_date: 'Tanggal lahir',
  occupation: 'Pekerjaan',
  is_civil_servant: 'ASN (PNS / PPPK)',
  nip: 'NIP',
  receives_allowance: 'Mendapat tunjangan',
} as const;

export const ZSpouseRow = z.object({
  ...rowFile,
  name: z.string(),
  nik: z.string().nullable(),
  birth_place: z.string().nullable(),
  birth_date: z.string().nullable(),
  occupation: z.string().nullable(),
  is_civil_servant: z.boolean(),
  nip: z.string().nullable(),
  receives_allowance: z.boolean(),
});
export type TSpouseRow = z.infer<typeof ZSpouseRow>;

export const ZSaveSpouseRequest = z.object({
  name: text(),
  nik: zNik(),
  birth_place: optionalText(),
  birth_date: zOptionalProfileDate({ past: true }),
  occupation: optionalText(),
  is_civil_servant: z.boolean().optional().default(false),
  nip: zNip(),
  receives_allowance: z.boolean().optional().default(false),
  file_id: zFileId(),
});
export type TSaveSpouseRequest = z.input<typeof ZSaveSpouseRequest>;
export const SPOUSE_DESCRIPTOR = defineMasterDescriptor(ZSpouseRow, {
  fields: [
    { field: 'name', label: SPOUSE_LABELS.name, sortable: true },
    { field: 'nik', label: SPOUSE_LABELS.nik },
    { field: 'birth_place', label: SPOUSE_LABELS.birth_place },
    { field: 'birth_date', label: SPOUSE_LABELS.birth_date, sortable: true },
    { field: 'occupation', label: SPOUSE_LABELS.occupation },
    { field: 'is_civil_servant', label: SPOUSE_LABELS.is_civil_servant, format: 'boolean' },
    { field: 'nip', label: SPOUSE_LABELS.nip },
    { field: 'receives_allowance', label: SPOUSE_LABELS.receives_allowance, format: 'boolean' },
    { field: 'file_name', label: 'Berkas', exportWidth: 32 },
  ],
  defaultSort: [['name', 'asc']],
});
export const SPOUSE_SORT_KEYS = SPOUSE_DESCRIPTOR.sortKeys;

// ---------------------------------------------------------------------------------------------
// Riwayat anak.

export const CHILD_LABELS = {
  name: 'Nama anak',
  nik: 'NIK',
  gender: 'Jenis kelamin',
  birth_place: 'Tempat lahir',
  birth_date: 'Tanggal lahir',
  relation: 'Status anak',
  education: 'Pendidikan',
  receives_allowance: 'Mendapat tunjangan',
} as const;

export const ZChildRow = z.object({
  ...rowFile,
  name: z.string(),
  nik: z.string().nullable(),
  gender: z.enum(GENDERS),
  birth_place: z.string().nullable(),
  birth_date: z.string(),
  relation: z.enum(CHILD_RELATIONS),
  education: z.string().nullable(),
  receives_allowance: z.boolean(),
});
export type TChildRow = z.infer<typeof ZChildRow>;

export const ZSaveChildRequest = z.object({
  name: text(),
  nik: zNik(),
  gender: zCode(GENDERS),
  birth_place: optionalText(),
  birth_date: zProfileDate({ past: true }),
  relation: zCode(CHILD_RELATIONS),
  education: optionalText(),
  receives_allowance: z.boolean().optional().default(false),
  file_id: zFileId(),
});
export type TSaveChildRequest = z.input<typeof ZSaveChildRequest>;
export const CHILD_DESCRIPTOR = defineMasterDescriptor(ZChildRow, {
  fields: [
    { field: 'name', label: CHILD_LABELS.name, sortable: true },
    { field: 'nik', label: CHILD_LABELS.nik },
    { field: 'gender', label: CHILD_LABELS.gender },
    { field: 'birth_place', label: CHILD_LABELS.birth_place },
    { field: 'birth_date', label: CHILD_LABELS.birth_date, sortable: true },
    { field: 'relation', label: CHILD_LABELS.relation },
    { field: 'education', label: CHILD_LABELS.education },
    { field: 'receives_allowance', label: CHILD_LABELS.receives_allowance, format: 'boolean' },
    { field: 'file_name', label: 'Berkas', exportWidth: 32 },
  ],
  defaultSort: [['birth_date', 'asc']],
});
export const CHILD_SORT_KEYS = CHILD_DESCRIPTOR.sortKeys;

// ---------------------------------------------------------------------------------------------
// Riwayat orang tua.

export const PARENT_LABELS = {
  name: 'Nama',
  relation: 'Hubungan',
  nik: 'NIK',
  birth_place: 'Tempat lahir',
  birth_date: 'Tanggal lahir',
  occupation: 'Pekerjaan',
  is_alive: 'Masih hidup',
  address: 'Alamat',
} as const;

export const ZParentRow = z.object({
  ...rowFile,
  name: z.string(),
  relation: z.enum(PARENT_RELATIONS),
  nik: z.string().nullable(),
  birth_place: z.string().nullable(),
  birth_date: z.string().nullable(),
  occupation: z.string().nullable(),
  is_alive: z.boolean(),
  address: z.string().nullable(),
});
export type TParentRow = z.infer<typeof ZParentRow>;

export const ZSaveParentRequest = z.object({
  name: text(),
  relation: zCode(PARENT_RELATIONS),
  nik: zNik(),
  birth_place: optionalText(),
  birth_date: zOptionalProfileDate({ past: true }),
  occupation: optionalText(),
  is_alive: z.boolean().optional().default(true),
  address: zOptionalText(PROFILE_LIMITS.address),
  file_id: zFileId(),
});
export type TSaveParentRequest = z.input<typeof ZSaveParentRequest>;
export const PARENT_DESCRIPTOR = defineMasterDescriptor(ZParentRow, {
  fields: [
    { field: 'name', label: PARENT_LABELS.name, sortable: true },
    { field: 'relation', label: PARENT_LABELS.relation, sortable: true },
    { field: 'nik', label: PARENT_LABELS.nik },
    { field: 'birth_place', label: PARENT_LABELS.birth_place },
    { field: 'birth_date', label: PARENT_LABELS.birth_date },
    { field: 'occupation', label: PARENT_LABELS.occupation },
    { field: 'is_alive', label: PARENT_LABELS.is_alive, format: 'boolean' },
    { field: 'address', label: PARENT_LABELS.address },
    { field: 'file_name', label: 'Berkas', exportWidth: 32 },
  ],
  defaultSort: [
    ['relation', 'asc'],
    ['name', 'asc'],
  ],
});
export const PARENT_SORT_KEYS = PARENT_DESCRIPTOR.sortKeys;

// ---------------------------------------------------------------------------------------------
// Dokumen pendukung: the file is the point, so it is required.

export const DOCUMENT_LABELS = {
  doc_type: 'Jenis dokumen',
  number: 'Nomor dokumen',
  issued_date: 'Tanggal terbit',
  description: 'Keterangan',
} as const;

export const ZDocumentRow = z.object({
  ...rowFile,
  doc_type: z.enum(DOCUMENT_TYPES),
  number: z.string().nullable(),
  issued_date: z.string().nullable(),
  description: z.string().nullable(),
});
export type TDocumentRow = z.infer<typeof ZDocumentRow>;

export const ZSaveDocumentRequest = z.object({
  doc_type: zCode(DOCUMENT_TYPES),
  number: optionalText(),
  issued_date: zOptionalProfileDate({ past: true }),
  description: zOptionalText(PROFILE_LIMITS.address),
  file_id: z.uuid({
    error: (issue) =>
      issue.input == null || issue.input === ''
        ? PROFILE_MESSAGES.documentFile
        : PROFILE_MESSAGES.file,
  }),
});
export type TSaveDocumentRequest = z.input<typeof ZSaveDocumentRequest>;
export const DOCUMENT_DESCRIPTOR = defineMasterDescriptor(ZDocumentRow, {
  fields: [
    { field: 'doc_type', label: DOCUMENT_LABELS.doc_type, sortable: true },
    { field: 'number', label: DOCUMENT_LABELS.number },
    { field: 'issued_date', label: DOCUMENT_LABELS.issued_date, sortable: true },
    { field: 'description', label: DOCUMENT_LABELS.description },
    { field: 'file_name', label: 'Berkas', exportWidth: 32 },
  ],
  defaultSort: [
    ['doc_type', 'asc'],
    ['issued_date', 'desc'],
  ],
});
export const DOCUMENT_SORT_KEYS = DOCUMENT_DESCRIPTOR.sortKeys;

// ---------------------------------------------------------------------------------------------
// Biodata: `GET|PUT user/profile/biodata[?user_id=]`.

/** The fields the person keeps (users' biodata columns). */
export const BIODATA_LABELS = {
  gender: 'Jenis kelamin',
  birth_place: 'Tempat lahir',
  birth_date: 'Tanggal lahir',
  religion: 'Agama',
  marital_status: 'Status perkawinan',
  blood_type: 'Golongan darah',
  nik: 'NIK',
  kk_number: 'Nomor KK',
  phone: 'Nomor telepon',
  whatsapp: 'Nomor WhatsApp',
  address: 'Alamat',
} as const;

/** Fields an admin keeps in the staff register; the biodata shows them read-only. */
export const BIODATA_ADMIN_FIELDS = [
  'nip',
  'name',
  'email',
  'front_title',
  'back_title',
  'unit_id',
  'position_id',
  'rank_id',
  'staff_type_id',
  'lecturer_rank',
  'tmt_cpns',
  'tmt_pns',
  'npwp',
  'bank_name',
  'bank_account',
  'ptkp_status_id',
  'level',
  'status',
] as const;

export const ZBiodata = z.object({
  id: z.number().int(),
  // Kept by an admin (read-only here).
  nip: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  front_title: z.string().nullable(),
  back_title: z.string().nullable(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  position_id: z.number().int().nullable(),
  position_name: z.string().nullable(),
  rank_id: z.number().int().nullable(),
  rank_code: z.string().nullable(),
  rank_name: z.string().nullable(),
  staff_type_id: z.number().int().nullable(),
  staff_type_name: z.string().nullable(),
  tmt_cpns: z.string().nullable(),
  tmt_pns: z.string().nullable(),
  npwp: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account: z.string().nullable(),
  // Kept by the person.
  gender: z.enum(GENDERS).nullable(),
  birth_place: z.string().nullable(),
  birth_date: z.string().nullable(),
  religion: z.enum(RELIGIONS).nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  blood_type: z.enum(BLOOD_TYPES).nullable(),
  nik: z.string().nullable(),
  kk_number: z.string().nullable(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  address: z.string().nullable(),
});
export type TBiodata = z.infer<typeof ZBiodata>;

const biodataFields = {
  gender: zOptionalCode(GENDERS),
  birth_place: optionalText(),
  birth_date: zOptionalProfileDate({ past: true }),
  religion: zOptionalCode(RELIGIONS),
  marital_status: zOptionalCode(MARITAL_STATUSES),
  blood_type: zOptionalCode(BLOOD_TYPES),
  nik: zNik(),
  kk_number: zKkNumber(),
  phone: zPhone(),
  whatsapp: zPhone(),
  address: zOptionalText(PROFILE_LIMITS.address),
};
const adminFields: ReadonlySet<string> = new Set(BIODATA_ADMIN_FIELDS);

/**
 * `PUT user/profile/biodata`: every field the person keeps (a field left out is cleared). A
 * field an admin keeps (NIP, unit, position, rank…) is refused on that field, for admins too:
 * those change in the staff register, with its own rules. Other unknown keys are dropped.
 */
export const ZUpdateBiodataRequest = z
  .looseObject(biodataFields)
  .superRefine((value, ctx) => {
    for (const key of Object.keys(value)) {
      if (adminFields.has(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: PROFILE_MESSAGES.adminField });
      }
    }
  })
  .transform((value) => {
    const picked: Record<string, unknown> = {};
    for (const key of Object.keys(biodataFields)) picked[key] = value[key];
    return picked as { [K in keyof typeof biodataFields]: z.output<(typeof biodataFields)[K]> };
  });
export type TUpdateBiodataRequest = z.input<typeof ZUpdateBiodataRequest>;

export const ZBiodataQuery = z.object({ user_id: zId().optional() });
export const ZBiodataResponse = z.object({ data: ZBiodata });
