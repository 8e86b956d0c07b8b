/**
 * A person's histories and supporting documents (/user/profile/...): each row belongs to one
 * person, may carry one document (a `files` row), and is kept by the person or an admin.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { files } from './files.ts';
import { users } from './users.ts';

const profileColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
  ...timestamps,
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, {
    onDelete: 'set null',
  }),
});

/** Riwayat pendidikan: schooling and degrees. */
export const educationHistory = pgTable(
  'education_history',
  {
    ...profileColumns(),
    // SD, SMP, SMA, D1, D2, D3, D4, S1, S2, S3.
    level: varchar('level', { length: 4 }).notNull(),
    institution: text('institution').notNull(),
    major: text('major'),
    graduationYear: smallint('graduation_year').notNull(),
    certificateNumber: text('certificate_number'),
    certificateDate: date('certificate_date'),
  },
  (t) => [
    index('education_history_user_idx').on(t.userId),
    check(
      'education_history_level_check',
      sql`${t.level} in ('SD', 'SMP', 'SMA', 'D1', 'D2', 'D3', 'D4', 'S1', 'S2', 'S3')`,
    ),
  ],
);

/** Riwayat pekerjaan: earlier and current posts, with their decrees. */
export const jobHistory = pgTable(
  'job_history',
  {
    ...profileColumns(),
    positionName: text('position_name').notNull(),
    organisation: text('organisation').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    decreeNumber: text('decree_number'),
    decreeDate: date('decree_date'),
  },
  (t) => [
    index('job_history_user_idx').on(t.userId),
    check('job_history_period_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
  ],
);

/** Riwayat pernikahan: marriages and how they ended. */
export const marriageHistory = pgTable(
  'marriage_history',
  {
    ...profileColumns(),
    spouseName: text('spouse_name').notNull(),
    marriageDate: date('marriage_date').notNull(),
    certificateNumber: text('certificate_number'),
    // menikah (still married), cerai (divorced), cerai_mati (widowed).
    status: varchar('status', { length: 16 }).notNull(),
    endDate: date('end_date'),
  },
  (t) => [
    index('marriage_history_user_idx').on(t.userId),
    check('marriage_history_status_check', sql`${t.status} in ('menikah', 'cerai', 'cerai_mati')`),
  ],
);

/** Riwayat suami/istri: the spouse's particulars, which decide the family allowance. */
export const spouses = pgTable(
  'spouses',
  {
    ...profileColumns(),
    name: text('name').notNull(),
    nik: varchar('nik', { length: 16 }),
    birthPlace: text('birth_place'),
    birthDate: date('birth_date'),
    occupation: text('occupation'),
    isCivilServant: boolean('is_civil_servant').notNull().default(false),
    nip: varchar('nip', { length: 32 }),
    receivesAllowance: boolean('receives_allowance').notNull().default(false),
  },
  (t) => [index('spouses_user_idx').on(t.userId)],
);

/** Riwayat anak: children, which decide the family allowance and the PTKP dependants. */
export const children = pgTable(
  'children',
  {
    ...profileColumns(),
    name: text('name').notNull(),
    nik: varchar('nik', { length: 16 }),
    gender: varchar('gender', { length: 1 }).notNull(),
    birthPlace: text('birth_place'),
    birthDate: date('birth_date').notNull(),
    // kandung (own), tiri (step), angkat (adopted).
    relation: varchar('relation', { length: 8 }).notNull(),
    education: text('education'),
    receivesAllowance: boolean('receives_allowance').notNull().default(false),
  },
  (t) => [
    index('children_user_idx').on(t.userId),
    check('children_gender_check', sql`${t.gender} in ('L', 'P')`),
    check('children_relation_check', sql`${t.relation} in ('kandung', 'tiri', 'angkat')`),
  ],
);

/** Riwayat orang tua: parents and parents-in-law. */
export const parents = pgTable(
  'parents',
  {
    ...profileColumns(),
    name: text('name').notNull(),
    // ayah, ibu, ayah_mertua, ibu_mertua.
    relation: varchar('relation', { length: 12 }).notNull(),
    nik: varchar('nik', { length: 16 }),
    birthPlace: text('birth_place'),
    birthDate: date('birth_date'),
    occupation: text('occupation'),
    isAlive: boolean('is_alive').notNull().default(true),
    address: text('address'),
  },
  (t) => [
    index('parents_user_idx').on(t.userId),
    check(
      'parents_relation_check',
      sql`${t.relation} in ('ayah', 'ibu', 'ayah_mertua', 'ibu_mertua')`,
    ),
  ],
);

/** Dokumen pendukung: typed documents (KTP, KK, NPWP, diplomas, decrees), each with its file. */
export const supportingDocuments = pgTable(
  'supporting_documents',
  {
    ...profileColumns(),
    // ktp, kk, npwp, ijazah, transkrip, sk_cpns, sk_pns, sk_pangkat, sk_jabatan, lainnya.
    docType: varchar('doc_type', { length: 16 }).notNull(),
    number: text('number'),
    issuedDate: date('issued_date'),
    description: text('description'),
  },
  (t) => [
    index('supporting_documents_user_idx').on(t.userId),
    check(
      'supporting_documents_type_check',
      sql`${t.docType} in ('ktp', 'kk', 'npwp', 'ijazah', 'transkrip', 'sk_cpns', 'sk_pns', 'sk_pangkat', 'sk_jabatan', 'lainnya')`,
    ),
  ],
);
