import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex, timestamps } from './columns.ts';
import { files } from './files.ts';
import { ptkpStatuses, ranks, staffTypes } from './masters.ts';
import { positions, workUnits } from './org.ts';

/** Everyone who logs in. NIP is 18 digits for civil servants; contract staff may have none. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nip: varchar('nip', { length: 32 }),
    name: text('name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    level: varchar('level', { length: 16 }).notNull().default('user'),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    unitId: integer('unit_id').references(() => workUnits.id, { onDelete: 'restrict' }),
    // The position held; its superior position's holder is this person's superior.
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'restrict' }),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    // The staff register (masters.md 'user'): fields an admin keeps.
    frontTitle: varchar('front_title', { length: 32 }),
    backTitle: varchar('back_title', { length: 64 }),
    phone: varchar('phone', { length: 20 }),
    whatsapp: varchar('whatsapp', { length: 20 }),
    // References are lazy callbacks: masters.ts imports this file (updated_by).
    staffTypeId: integer('staff_type_id').references((): AnyPgColumn => staffTypes.id, {
      onDelete: 'restrict',
    }),
    rankId: integer('rank_id').references((): AnyPgColumn => ranks.id, { onDelete: 'restrict' }),
    // Jabatan fungsional dosen: asisten_ahli, lektor, lektor_kepala, guru_besar.
    lecturerRank: varchar('lecturer_rank', { length: 16 }),
    tmtCpns: date('tmt_cpns'),
    tmtPns: date('tmt_pns'),
    // Check-in from anywhere (field work, remote teaching), with the reason an admin gave.
    mayWorkAnywhere: boolean('may_work_anywhere').notNull().default(false),
    workAnywhereReason: text('work_anywhere_reason'),
    ptkpStatusId: integer('ptkp_status_id').references((): AnyPgColumn => ptkpStatuses.id, {
      onDelete: 'restrict',
    }),
    npwp: varchar('npwp', { length: 16 }),
    bankName: varchar('bank_name', { length: 64 }),
    bankAccount: varchar('bank_account', { length: 32 }),
    // Biodata: what the person keeps themselves (/user/profile/biodata).
    gender: varchar('gender', { length: 1 }),
    birthPlace: text('birth_place'),
    birthDate: date('birth_date'),
    religion: varchar('religion', { length: 16 }),
    maritalStatus: varchar('marital_status', { length: 16 }),
    address: text('address'),
    nik: varchar('nik', { length: 16 }),
    kkNumber: varchar('kk_number', { length: 16 }),
    bloodType: varchar('blood_type', { length: 3 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_nip_unique').on(t.nip),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_unit_idx').on(t.unitId),
    index('users_position_idx').on(t.positionId),
    check('users_level_check', sql`${t.level} in ('admin', 'user')`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive', 'pending')`),
    searchIndex('users_name_search_idx', t.name),
    index('users_staff_type_idx').on(t.staffTypeId),
    index('users_rank_idx').on(t.rankId),
    check('users_gender_check', sql`${t.gender} in ('L', 'P')`),
    check(
      'users_religion_check',
      sql`${t.religion} in ('islam', 'kristen', 'katolik', 'hindu', 'buddha', 'konghucu')`,
    ),
    check(
      'users_marital_status_check',
      sql`${t.maritalStatus} in ('belum_kawin', 'kawin', 'cerai_hidup', 'cerai_mati')`,
    ),
    check('users_blood_type_check', sql`${t.bloodType} in ('A', 'B', 'AB', 'O')`),
    check(
      'users_lecturer_rank_check',
      sql`${t.lecturerRank} in ('asisten_ahli', 'lektor', 'lektor_kepala', 'guru_besar')`,
    ),
  ],
);
