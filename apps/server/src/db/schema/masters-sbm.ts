/**
 * Standard costs (SBM, Standar Biaya Masukan; regulations.md section 5) and the lower levels of
 * the central budget classification (kegiatan, rekening).
 *
 * Every SBM table is dated by budget year: the PMK on SBM is reissued each year, and a trip is
 * costed with the year it is paid in, so old years stay beside new ones. A table's key (province,
 * official level, country or route) comes before the year in the column list because the
 * factory names a unique violation by the first key column it finds ('Provinsi sudah terdaftar').
 * Rupiah are whole numbers (bigint); the foreign-travel tables are in USD with cents.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterColumns, searchIndex } from './columns.ts';
import { budgetPrograms } from './masters.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

/** The budget year and the regulation the amounts come from. */
const sbmColumns = () => ({
  year: smallint('year').notNull(),
  // e.g. 'PMK 32 Tahun 2025'; kept per row since one year may be corrected by a later PMK.
  source: text('source'),
});
const rupiah = (name: string) => bigint(name, { mode: 'number' });
const usd = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Year range and non-negative amounts, the checks every SBM table shares. */
const sbmChecks = (table: string, year: AnyPgColumn, amounts: AnyPgColumn[]) => [
  check(`${table}_year_check`, sql`${year} between 2000 and 2100`),
  ...amounts.map((amount) =>
    check(`${table}_${amount.name}_check`, sql`${amount} is null or ${amount} >= 0`),
  ),
];

/** Uang harian perjalanan dinas dalam negeri, per province (Rp per person per day). */
export const sbmDailyAllowances = pgTable(
  'sbm_daily_allowances',
  {
    ...masterColumns(usersId),
    province: varchar('province', { length: 64 }).notNull(),
    ...sbmColumns(),
    outsideCity: rupiah('outside_city').notNull(),
    inCityOver8h: rupiah('in_city_over_8h').notNull(),
    training: rupiah('training').notNull(),
  },
  (t) => [
    uniqueIndex('sbm_daily_allowances_year_province_unique').on(t.year, t.province),
    searchIndex('sbm_daily_allowances_province_search_idx', t.province),
    ...sbmChecks('sbm_daily_allowances', t.year, [t.outsideCity, t.inCityOver8h, t.training]),
  ],
);

/** Uang harian perjalanan dinas luar negeri, per country and grade group A–D (USD per day). */
export const sbmForeignDailyAllowances = pgTable(
  'sbm_foreign_daily_allowances',
  {
    ...masterColumns(usersId),
    country: varchar('country', { length: 100 }).notNull(),
    ...sbmColumns(),
    groupA: usd('group_a').notNull(),
    groupB: usd('group_b').notNull(),
    groupC: usd('group_c').notNull(),
    groupD: usd('group_d').notNull(),
  },
  (t) => [
    uniqueIndex('sbm_foreign_daily_allowances_year_country_unique').on(
      t.year,
      sql`lower(${t.country})`,
    ),
    searchIndex('sbm_foreign_daily_allowances_country_search_idx', t.country),
    ...sbmChecks('sbm_foreign_daily_allowances', t.year, [t.groupA, t.groupB, t.groupC, t.groupD]),
  ],
);

/** Uang representasi, per official level (Rp per day); only pejabat negara and eselon I/II. */
export const sbmRepresentationAllowances = pgTable(
  'sbm_representation_allowances',
  {
    ...masterColumns(usersId),
    officialLevel: varchar('official_level', { length: 16 }).notNull(),
    ...sbmColumns(),
    outsideCity: rupiah('outside_city').notNull(),
    inCityOver8h: rupiah('in_city_over_8h').notNull(),
  },
  (t) => [
    uniqueIndex('sbm_representation_allowances_year_level_unique').on(t.year, t.officialLevel),
    check(
      'sbm_representation_allowances_level_check',
      sql`${t.officialLevel} in ('pejabat_negara', 'eselon_i', 'eselon_ii')`,
    ),
    ...sbmChecks('sbm_representation_allowances', t.year, [t.outsideCity, t.inCityOver8h]),
  ],
);

/**
 * Biaya penginapan: the nightly hotel ceiling per province, one column per grade column of the
 * PMK's table, so a row reads like a line of the Lampiran (and imports as one).
 */
export const sbmLodgingRates = pgTable(
  'sbm_lodging_rates',
  {
    ...masterColumns(usersId),
    province: varchar('province', { length: 64 }).notNull(),
    ...sbmColumns(),
    eselonI: rupiah('eselon_i').notNull(),
    eselonII: rupiah('eselon_ii').notNull(),
    eselonIII: rupiah('eselon_iii').notNull(),
    eselonIV: rupiah('eselon_iv').notNull(),
  },
  (t) => [
    uniqueIndex('sbm_lodging_rates_year_province_unique').on(t.year, t.province),
    searchIndex('sbm_lodging_rates_province_search_idx', t.province),
    ...sbmChecks('sbm_lodging_rates', t.year, [t.eselonI, t.eselonII, t.eselonIII, t.eselonIV]),
  ],
);

/** Biaya taksi: the ceiling per trip (one leg) within a province. */
export const sbmTaxiFares = pgTable(
  'sbm_taxi_fares',
  {
    ...masterColumns(usersId),
    province: varchar('province', { length: 64 }).notNull(),
    ...sbmColumns(),
    perTrip: rupiah('per_trip').notNull(),
  },
  (t) => [
    uniqueIndex('sbm_taxi_fares_year_province_unique').on(t.year, t.province),
    searchIndex('sbm_taxi_fares_province_search_idx', t.province),
    ...sbmChecks('sbm_taxi_fares', t.year, [t.perTrip]),
  ],
);

/** Tiket pesawat dalam negeri: return-ticket ceilings per route (Rp); business may be absent. */
export const sbmDomesticAirfares = pgTable(
  'sbm_domestic_airfares',
  {
    ...masterColumns(usersId),
    origin: varchar('origin', { length: 100 }).notNull(),
    destination: varchar('destination', { length: 100 }).notNull(),
    ...sbmColumns(),
    business: rupiah('business'),
    economy: rupiah('economy').notNull(),
  },
  (t) => [
    uniqueIndex('sbm_domestic_airfares_route_unique').on(
      sql`lower(${t.origin})`,
      sql`lower(${t.destination})`,
      t.year,
    ),
    searchIndex('sbm_domestic_airfares_origin_search_idx', t.origin),
    searchIndex('sbm_domestic_airfares_destination_search_idx', t.destination),
    ...sbmChecks('sbm_domestic_airfares', t.year, [t.business, t.economy]),
  ],
);

/** Tiket pesawat luar negeri: return-ticket ceilings per route (USD); first/business may be absent. */
export const sbmInternationalAirfares = pgTable(
  'sbm_international_airfares',
  {
    ...masterColumns(usersId),
    origin: varchar('origin', { length: 100 }).notNull(),
    destination: varchar('destination', { length: 100 }).notNull(),
    ...sbmColumns(),
    firstClass: usd('first_class'),
    business: usd('business'),
    economy: usd('economy').notNull(),
  },
  (t) => [
    uniqueIndex('sbm_international_airfares_route_unique').on(
      sql`lower(${t.origin})`,
      sql`lower(${t.destination})`,
      t.year,
    ),
    searchIndex('sbm_international_airfares_origin_search_idx', t.origin),
    searchIndex('sbm_international_airfares_destination_search_idx', t.destination),
    ...sbmChecks('sbm_international_airfares', t.year, [t.firstClass, t.business, t.economy]),
  ],
);

/** Kegiatan: the third level of the budget classification, under a program. */
export const budgetActivities = pgTable(
  'budget_activities',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 32 }).notNull(),
    programId: integer('program_id')
      .notNull()
      .references(() => budgetPrograms.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('budget_activities_code_unique').on(t.code),
    index('budget_activities_program_idx').on(t.programId),
    searchIndex('budget_activities_name_search_idx', t.name),
  ],
);

/**
 * Rekening: account codes. One under a kegiatan is that activity's budget line; one without is
 * a standalone account (the journal's chart of accounts). The same code may sit under several
 * kegiatan, but only once under each and once standalone (nulls not distinct).
 */
export const budgetAccounts = pgTable(
  'budget_accounts',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 32 }).notNull(),
    activityId: integer('activity_id').references(() => budgetActivities.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
  },
  (t) => [
    unique('budget_accounts_code_activity_unique').on(t.code, t.activityId).nullsNotDistinct(),
    index('budget_accounts_activity_idx').on(t.activityId),
    searchIndex('budget_accounts_code_search_idx', t.code),
    searchIndex('budget_accounts_name_search_idx', t.name),
  ],
);
