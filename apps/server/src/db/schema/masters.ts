/**
 * Master data (docs/masters.md, shared/domain/masters.md): small reference tables that the
 * generic resource factory serves. Each has `is_active` (inactive rows stay on old records but
 * cannot be chosen in new ones), timestamps and the last person who changed it.
 *
 * Columns searched with "contains" get a trigram index over `immutable_unaccent(column)`, the
 * same expression the list query filters on, so accent- and case-insensitive search can use it.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterColumns, searchIndex } from './columns.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

/** Pangkat/golongan: PNS I/a … IV/e and PPPK I … XVII (regulations.md section 7). */
export const ranks = pgTable(
  'ranks',
  {
    ...masterColumns(usersId),
    kind: varchar('kind', { length: 8 }).notNull(),
    code: varchar('code', { length: 8 }).notNull(),
    name: text('name').notNull(),
    // PNS group (I–IV) the rank counts as for allowances keyed on golongan (meal, lodging).
    pnsGroup: varchar('pns_group', { length: 3 }).notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ranks_code_unique').on(t.code),
    searchIndex('ranks_name_search_idx', t.name),
    check('ranks_kind_check', sql`${t.kind} in ('pns', 'pppk')`),
    check('ranks_pns_group_check', sql`${t.pnsGroup} in ('I', 'II', 'III', 'IV')`),
  ],
);

/** Jenis pegawai: staff types and which pay components each gets. */
export const staffTypes = pgTable(
  'staff_types',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 16 }).notNull(),
    name: text('name').notNull(),
    isAsn: boolean('is_asn').notNull().default(false),
    // Tunjangan kinerja, or BLU remunerasi where the unit pays it instead.
    receivesTukin: boolean('receives_tukin').notNull().default(false),
    receivesMealAllowance: boolean('receives_meal_allowance').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('staff_types_code_unique').on(t.code),
    searchIndex('staff_types_name_search_idx', t.name),
  ],
);

/** Satuan: units of measure for performance-contract targets. */
export const measurementUnits = pgTable(
  'measurement_units',
  {
    ...masterColumns(usersId),
    name: varchar('name', { length: 64 }).notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('measurement_units_name_unique').on(sql`lower(${t.name})`),
    searchIndex('measurement_units_name_search_idx', t.name),
  ],
);

/** Kategori diklat: training categories (structural, functional, technical …). */
export const trainingCategories = pgTable(
  'training_categories',
  {
    ...masterColumns(usersId),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('training_categories_name_unique').on(sql`lower(${t.name})`),
    searchIndex('training_categories_name_search_idx', t.name),
  ],
);

/** Jenis absensi: the attendance codes a day can carry. */
export const attendanceCodes = pgTable(
  'attendance_codes',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 8 }).notNull(),
    name: text('name').notNull(),
    countsAsPresent: boolean('counts_as_present').notNull().default(false),
    getsMealAllowance: boolean('gets_meal_allowance').notNull().default(false),
    color: varchar('color', { length: 7 }).notNull().default('#868e96'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('attendance_codes_code_unique').on(t.code),
    searchIndex('attendance_codes_name_search_idx', t.name),
  ],
);

/** PTKP statuses: the yearly non-taxable income and the TER category (regulations.md 3.1). */
export const ptkpStatuses = pgTable(
  'ptkp_statuses',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 8 }).notNull(),
    description: text('description').notNull(),
    yearlyAmount: bigint('yearly_amount', { mode: 'number' }).notNull(),
    // Null for K/I/*: combined spouse income is only assessed yearly, never with TER.
    terCategory: varchar('ter_category', { length: 1 }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('ptkp_statuses_code_unique').on(t.code),
    check('ptkp_statuses_amount_check', sql`${t.yearlyAmount} >= 0`),
    check('ptkp_statuses_ter_check', sql`${t.terCategory} in ('A', 'B', 'C')`),
  ],
);

/** Dasar surat tugas: legal bases cited in assignment letters. */
export const suratTugasBases = pgTable(
  'surat_tugas_bases',
  {
    ...masterColumns(usersId),
    number: varchar('number', { length: 150 }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    about: text('about').notNull(),
  },
  (t) => [
    uniqueIndex('surat_tugas_bases_number_unique').on(t.number),
    searchIndex('surat_tugas_bases_number_search_idx', t.number),
    searchIndex('surat_tugas_bases_about_search_idx', t.about),
  ],
);

/** Untuk surat tugas: standard purposes of assignment letters. */
export const suratTugasPurposes = pgTable(
  'surat_tugas_purposes',
  {
    ...masterColumns(usersId),
    description: text('description').notNull(),
  },
  (t) => [
    uniqueIndex('surat_tugas_purposes_description_unique').on(sql`lower(${t.description})`),
    searchIndex('surat_tugas_purposes_description_search_idx', t.description),
  ],
);

/** Urusan: the top of the government budget classification (master pusat). */
export const budgetAffairs = pgTable(
  'budget_affairs',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('budget_affairs_code_unique').on(t.code),
    searchIndex('budget_affairs_name_search_idx', t.name),
  ],
);

/** Program: the second level, under an urusan. */
export const budgetPrograms = pgTable(
  'budget_programs',
  {
    ...masterColumns(usersId),
    affairId: integer('affair_id')
      .notNull()
      .references(() => budgetAffairs.id, { onDelete: 'restrict' }),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('budget_programs_code_unique').on(t.code),
    index('budget_programs_affair_idx').on(t.affairId),
    searchIndex('budget_programs_name_search_idx', t.name),
  ],
);

/** Customer: counterparties the institution bills (finance). */
export const customers = pgTable(
  'customers',
  {
    ...masterColumns(usersId),
    name: text('name').notNull(),
    address: text('address'),
    npwp: varchar('npwp', { length: 32 }),
    contactName: text('contact_name'),
    phone: varchar('phone', { length: 32 }),
    email: text('email'),
  },
  (t) => [
    uniqueIndex('customers_npwp_unique').on(t.npwp),
    searchIndex('customers_name_search_idx', t.name),
  ],
);

/** Perusahaan: suppliers and partners, with the account they are paid into. */
export const companies = pgTable(
  'companies',
  {
    ...masterColumns(usersId),
    name: text('name').notNull(),
    address: text('address'),
    npwp: varchar('npwp', { length: 32 }),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccountNumber: varchar('bank_account_number', { length: 40 }),
    bankAccountName: text('bank_account_name'),
    contactName: text('contact_name'),
    phone: varchar('phone', { length: 32 }),
    email: text('email'),
  },
  (t) => [
    uniqueIndex('companies_npwp_unique').on(t.npwp),
    searchIndex('companies_name_search_idx', t.name),
  ],
);
