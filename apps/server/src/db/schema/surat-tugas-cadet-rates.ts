/**
 * Tarif taruna (docs/surat-tugas.md "Surat tugas taruna"): how a cadet travelling under a surat
 * tugas is paid, per budget year, kind of cadet trip (the letter's `cadet_purpose`) and
 * destination scope, as the Direktur's SK sets it. Cadets are not civil servants, so the SBM
 * has no column for them: the SK either equates them with a golongan or gives a lump-sum uang
 * saku per day with lodging up to a ceiling. One row per (year, purpose, scope).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterColumns, searchIndex } from './columns.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;
const rupiah = (name: string) => bigint(name, { mode: 'number' });

export const suratTugasCadetRates = pgTable(
  'surat_tugas_cadet_rates',
  {
    ...masterColumns(usersId),
    year: smallint('year').notNull(),
    /** praktik | lomba | lainnya (the letter's cadet_purpose) */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** dalam_negeri | luar_negeri (the letter's destination kind) */
    scope: varchar('scope', { length: 16 }).notNull().default('dalam_negeri'),
    /** setara_golongan (costed as that golongan) | uang_saku (lump sum per day) */
    mode: varchar('mode', { length: 16 }).notNull(),
    /** The golongan the cadet is costed as, or whose SBM ticket and taxi ceilings apply. */
    golongan: varchar('golongan', { length: 4 }).notNull(),
    /** uang_saku: per day, lump sum (Rp). */
    dailyAllowance: rupiah('daily_allowance'),
    /** uang_saku: the lodging ceiling per night, at cost (Rp); 0 = lodging provided. */
    lodgingCeiling: rupiah('lodging_ceiling'),
    skNumber: varchar('sk_number', { length: 100 }).notNull(),
    skDate: date('sk_date', { mode: 'string' }).notNull(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('surat_tugas_cadet_rates_key_unique').on(t.year, t.purpose, t.scope),
    searchIndex('surat_tugas_cadet_rates_sk_search_idx', t.skNumber),
    check('surat_tugas_cadet_rates_year_check', sql`${t.year} between 2000 and 2100`),
    check(
      'surat_tugas_cadet_rates_purpose_check',
      sql`${t.purpose} in ('praktik', 'lomba', 'lainnya')`,
    ),
    check(
      'surat_tugas_cadet_rates_scope_check',
      sql`${t.scope} in ('dalam_negeri', 'luar_negeri')`,
    ),
    check(
      'surat_tugas_cadet_rates_mode_check',
      sql`(${t.mode} = 'setara_golongan' and ${t.dailyAllowance} is null and ${t.lodgingCeiling} is null)
        or (${t.mode} = 'uang_saku' and ${t.dailyAllowance} >= 0 and ${t.lodgingCeiling} >= 0)`,
    ),
    check('surat_tugas_cadet_rates_golongan_check', sql`${t.golongan} in ('I', 'II', 'III', 'IV')`),
  ],
);
