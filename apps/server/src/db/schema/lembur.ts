/**
 * Lembur (docs/lembur.md): overtime orders (SPKL) decided through the approval workflow, the
 * overtime check-in and check-out against an approved order, and the yearly rules the pay is
 * computed with (SBM rates per golongan, the final income tax, daily and monthly caps).
 *
 * Overtime punches are kept on the order, not in attendance_punches: they never make an
 * attendance day, and the attendance write port stays the only writer of its tables. Fingerprint
 * punches after the day's end are read from attendance_punches when the hours are computed.
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
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { approvals } from './approvals.ts';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;
const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6, mode: 'number' });
const rupiah = (name: string) => bigint(name, { mode: 'number' });

/** Surat Perintah Kerja Lembur: one person, one day, the planned window and the task. */
export const overtimeOrders = pgTable(
  'overtime_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(usersId, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Planned window, 'HH:MM' on the institution's clock; the end is after the start. */
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    task: text('task').notNull(),
    /** The superior who gave the order (the submitter when a superior asked for it). */
    orderedBy: integer('ordered_by').references(usersId, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(usersId, { onDelete: 'set null' }),
    approvalId: integer('approval_id').references(() => approvals.id, { onDelete: 'restrict' }),
    checkInAt: timestamp('check_in_at', { withTimezone: true, mode: 'string' }),
    checkInLatitude: coordinate('check_in_latitude'),
    checkInLongitude: coordinate('check_in_longitude'),
    checkInDistanceM: integer('check_in_distance_m'),
    checkInLocation: text('check_in_location'),
    checkOutAt: timestamp('check_out_at', { withTimezone: true, mode: 'string' }),
    checkOutLatitude: coordinate('check_out_latitude'),
    checkOutLongitude: coordinate('check_out_longitude'),
    checkOutDistanceM: integer('check_out_distance_m'),
    checkOutLocation: text('check_out_location'),
    ...timestamps,
  },
  (t) => [
    index('overtime_orders_user_date_idx').on(t.userId, t.date),
    index('overtime_orders_date_idx').on(t.date),
    index('overtime_orders_approval_idx').on(t.approvalId),
    check('overtime_orders_window_check', sql`${t.endTime} > ${t.startTime}`),
    check(
      'overtime_orders_check_out_check',
      sql`${t.checkOutAt} is null or (${t.checkInAt} is not null and ${t.checkOutAt} >= ${t.checkInAt})`,
    ),
  ],
);

/**
 * The overtime rules of a budget year: caps and the holiday rate. A year without a row uses the
 * latest earlier year's (the SBM is reissued yearly, often unchanged).
 */
export const overtimeSettings = pgTable(
  'overtime_settings',
  {
    year: smallint('year').primaryKey(),
    maxHoursWorkday: smallint('max_hours_workday').notNull(),
    maxHoursHoliday: smallint('max_hours_holiday').notNull(),
    maxHoursMonth: smallint('max_hours_month').notNull(),
    /** Consecutive whole hours that earn the meal money (2). */
    mealMinHours: smallint('meal_min_hours').notNull().default(2),
    /** Percent of the hourly rate on a day off or holiday (200). */
    holidayPercent: smallint('holiday_percent').notNull().default(200),
    source: text('source'),
    updatedBy: integer('updated_by').references(usersId, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('overtime_settings_year_check', sql`${t.year} between 2000 and 2100`),
    check(
      'overtime_settings_values_check',
      sql`${t.maxHoursWorkday} between 1 and 24 and ${t.maxHoursHoliday} between 1 and 24
        and ${t.maxHoursMonth} between 1 and 744 and ${t.mealMinHours} between 1 and 24
        and ${t.holidayPercent} between 100 and 400`,
    ),
  ],
);

/** SBM uang lembur and uang makan lembur per golongan, and the final PPh 21 on them. */
export const overtimeRates = pgTable(
  'overtime_rates',
  {
    year: smallint('year').notNull(),
    pnsGroup: varchar('pns_group', { length: 3 }).notNull(),
    hourlyRate: rupiah('hourly_rate').notNull(),
    mealRate: rupiah('meal_rate').notNull(),
    /** Final PPh 21 in percent of the gross (0, 5, 15). */
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    source: text('source'),
    updatedBy: integer('updated_by').references(usersId, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.year, t.pnsGroup] }),
    check('overtime_rates_pns_group_check', sql`${t.pnsGroup} in ('I', 'II', 'III', 'IV')`),
    check(
      'overtime_rates_values_check',
      sql`${t.hourlyRate} >= 0 and ${t.mealRate} >= 0 and ${t.taxPercent} between 0 and 100`,
    ),
  ],
);
