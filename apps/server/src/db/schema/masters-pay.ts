/**
 * Pay and deduction masters (shared/domain/masters.md "Deductions and pay"): tunjangan kinerja
 * per job class, the PIR point value, uang makan per PNS group, attendance deduction bands, the
 * six per-occurrence deductions (apel, senam, rapat, mengajar, lembur, gerbang) and UKT fees.
 * Served by the resource factory.
 *
 * Dated tables (tunjangan kinerja, PIR, uang makan) keep every rate with the date it applies
 * from, so a payroll of an earlier month still finds the rate of its time; a new regulation is
 * a new row, not an edit. `source` names the regulation a rate comes from.
 *
 * The six per-occurrence deductions have one shape, so they share one table keyed by `kind`;
 * each screen is a resource scoped to its kind.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterColumns, searchIndex } from './columns.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

/** Percentages such as 1.25 (%), mapped to a JS number in rows. */
const percent = (name: string) => numeric(name, { precision: 7, scale: 4, mode: 'number' });
/** Integer rupiah. */
const rupiah = (name: string) => bigint(name, { mode: 'number' });

/** Tunjangan kinerja: the monthly amount of each job class (1–17) from a date. */
export const performanceAllowances = pgTable(
  'performance_allowances',
  {
    ...masterColumns(usersId),
    // Before valid_from, so a duplicate (class, date) is blamed on the class.
    jobClass: smallint('job_class').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    amount: rupiah('amount').notNull(),
    source: text('source'),
  },
  (t) => [
    uniqueIndex('performance_allowances_class_from_unique').on(t.jobClass, t.validFrom),
    searchIndex('performance_allowances_source_search_idx', t.source),
    check('performance_allowances_class_check', sql`${t.jobClass} between 1 and 17`),
    check('performance_allowances_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** PIR: the rupiah value of one job-value point (remunerasi), from a date. */
export const pointValues = pgTable(
  'point_values',
  {
    ...masterColumns(usersId),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    amount: rupiah('amount').notNull(),
    source: text('source'),
  },
  (t) => [
    uniqueIndex('point_values_valid_from_unique').on(t.validFrom),
    searchIndex('point_values_source_search_idx', t.source),
    check('point_values_amount_check', sql`${t.amount} >= 0`),
  ],
);

/** Uang makan: per PNS group, per day present, with its final PPh 21 rate, from a date. */
export const mealAllowances = pgTable(
  'meal_allowances',
  {
    ...masterColumns(usersId),
    pnsGroup: varchar('pns_group', { length: 3 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    amount: rupiah('amount').notNull(),
    taxRate: percent('tax_rate').notNull(),
    source: text('source'),
  },
  (t) => [
    uniqueIndex('meal_allowances_group_from_unique').on(t.pnsGroup, t.validFrom),
    searchIndex('meal_allowances_source_search_idx', t.source),
    check('meal_allowances_pns_group_check', sql`${t.pnsGroup} in ('I', 'II', 'III', 'IV')`),
    check('meal_allowances_amount_check', sql`${t.amount} >= 0`),
    check('meal_allowances_tax_rate_check', sql`${t.taxRate} between 0 and 100`),
  ],
);

/**
 * Pemotongan: attendance deduction bands. A band covers minutes_from (inclusive) up to
 * minutes_to (exclusive; null = no upper bound), the "1 to <31" wording of the regulations.
 * Absence bands count days, not minutes, so they have no minutes.
 */
export const attendanceDeductions = pgTable(
  'attendance_deductions',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 8 }).notNull(),
    name: text('name').notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    minutesFrom: integer('minutes_from'),
    minutesTo: integer('minutes_to'),
    percentage: percent('percentage').notNull(),
    mode: varchar('mode', { length: 16 }).notNull(),
    source: text('source'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('attendance_deductions_code_unique').on(t.code),
    index('attendance_deductions_kind_idx').on(t.kind, t.mode),
    searchIndex('attendance_deductions_name_search_idx', t.name),
    check('attendance_deductions_kind_check', sql`${t.kind} in ('late', 'early', 'absent')`),
    check(
      'attendance_deductions_mode_check',
      sql`${t.mode} in ('per_occurrence', 'monthly_minutes')`,
    ),
    check(
      'attendance_deductions_minutes_check',
      sql`${t.minutesTo} is null or ${t.minutesFrom} < ${t.minutesTo}`,
    ),
    check('attendance_deductions_percentage_check', sql`${t.percentage} between 0 and 100`),
  ],
);

/**
 * Pemotongan apel/senam/rapat/mengajar/lembur/gerbang: a deduction per missed or breached
 * occurrence, either a percentage or a fixed rupiah amount, with an optional monthly cap in
 * the same unit.
 */
export const eventDeductions = pgTable(
  'event_deductions',
  {
    ...masterColumns(usersId),
    // Before kind, so a duplicate (code, kind) is blamed on the code.
    code: varchar('code', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    description: text('description').notNull(),
    percentage: percent('percentage'),
    amount: rupiah('amount'),
    monthlyCapPercentage: percent('monthly_cap_percentage'),
    monthlyCapAmount: rupiah('monthly_cap_amount'),
  },
  (t) => [
    // Kind first: every query of a screen filters on it.
    uniqueIndex('event_deductions_kind_code_unique').on(t.kind, t.code),
    searchIndex('event_deductions_code_search_idx', t.code),
    searchIndex('event_deductions_description_search_idx', t.description),
    check(
      'event_deductions_kind_check',
      sql`${t.kind} in ('apel', 'senam', 'rapat', 'mengajar', 'lembur', 'gerbang')`,
    ),
    // Exactly one basis, and a cap only in that basis's unit.
    check(
      'event_deductions_basis_check',
      sql`(${t.percentage} is null) <> (${t.amount} is null)
        and (${t.monthlyCapPercentage} is null or ${t.percentage} is not null)
        and (${t.monthlyCapAmount} is null or ${t.amount} is not null)`,
    ),
  ],
);

/** Tarif UKT: tuition per study programme, UKT group (1–8) and intake year. */
export const tuitionFees = pgTable(
  'tuition_fees',
  {
    ...masterColumns(usersId),
    // Before the programme, so a duplicate (group, programme, year) is blamed on the group.
    uktGroup: smallint('ukt_group').notNull(),
    // Free text (name or code) until study programmes become a master of their own.
    studyProgramme: text('study_programme').notNull(),
    intakeYear: smallint('intake_year').notNull(),
    amount: rupiah('amount').notNull(),
  },
  (t) => [
    uniqueIndex('tuition_fees_programme_group_year_unique').on(
      sql`lower(${t.studyProgramme})`,
      t.uktGroup,
      t.intakeYear,
    ),
    searchIndex('tuition_fees_study_programme_search_idx', t.studyProgramme),
    check('tuition_fees_group_check', sql`${t.uktGroup} between 1 and 8`),
    check('tuition_fees_amount_check', sql`${t.amount} >= 0`),
  ],
);
