/**
 * Time-and-attendance masters (shared/domain/masters.md "Time and attendance" and "Leave"):
 * working hours, apel/senam windows, shifts, attendance locations, fingerprint terminals and
 * their PIN mapping, payroll periods and leave types. Served by the resource factory.
 *
 * Lists of ids (the units a location serves, the staff types a leave type is for) are integer
 * arrays rather than join tables: the factory writes one row per record, the lists are short
 * and only read whole, and the write hooks check that every id exists.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterColumns, searchIndex } from './columns.ts';
import { staffTypes } from './masters.ts';
import { workUnits } from './org.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

/**
 * A PostgreSQL `time` read as 'HH:MM': the driver answers '07:30:00', the contracts and the
 * form speak minutes, and a response schema cannot transform (it is encoded, not parsed).
 */
const time = customType<{ data: string; driverData: string }>({
  dataType: () => 'time',
  fromDriver: (value) => value.slice(0, 5),
});

/**
 * Jam kerja: the working hours of some weekdays (ISO 1 = Monday … 7 = Sunday), for everyone,
 * one staff type or one unit. A dated row (valid_from/valid_to, e.g. Ramadan) overrides the
 * undated default on the days it covers.
 */
export const workingHours = pgTable(
  'working_hours',
  {
    ...masterColumns(usersId),
    name: text('name').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    // Perpres 21/2023 counts the weekly hours without breaks, so the break is part of the row.
    breakMinutes: smallint('break_minutes').notNull().default(0),
    staffTypeId: integer('staff_type_id').references(() => staffTypes.id, {
      onDelete: 'restrict',
    }),
    unitId: integer('unit_id').references(() => workUnits.id, { onDelete: 'restrict' }),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('working_hours_name_unique').on(sql`lower(${t.name})`),
    searchIndex('working_hours_name_search_idx', t.name),
    index('working_hours_staff_type_idx').on(t.staffTypeId),
    index('working_hours_unit_idx').on(t.unitId),
    check('working_hours_time_check', sql`${t.endTime} > ${t.startTime}`),
    check(
      'working_hours_weekdays_check',
      sql`cardinality(${t.weekdays}) > 0 and ${t.weekdays} <@ array[1,2,3,4,5,6,7]::smallint[]`,
    ),
    check(
      'working_hours_break_check',
      sql`${t.breakMinutes} >= 0 and ${t.breakMinutes} < extract(epoch from ${t.endTime} - ${t.startTime}) / 60`,
    ),
    check('working_hours_scope_check', sql`${t.staffTypeId} is null or ${t.unitId} is null`),
    check(
      'working_hours_validity_check',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`,
    ),
  ],
);

/** Apel and senam windows have the same shape: a weekday or one date, and three times. */
const sessionWindowTable = (name: string) =>
  pgTable(
    name,
    {
      ...masterColumns(usersId),
      name: text('name').notNull(),
      weekday: smallint('weekday'),
      onDate: date('on_date', { mode: 'string' }),
      opensAt: time('opens_at').notNull(),
      onTimeUntil: time('on_time_until').notNull(),
      closesAt: time('closes_at').notNull(),
    },
    (t) => [
      // One window per weekday and per date, so the attendance rule never has to choose.
      uniqueIndex(`${name}_weekday_unique`).on(t.weekday),
      uniqueIndex(`${name}_on_date_unique`).on(t.onDate),
      searchIndex(`${name}_name_search_idx`, t.name),
      check(`${name}_day_check`, sql`(${t.weekday} is null) <> (${t.onDate} is null)`),
      check(`${name}_weekday_check`, sql`${t.weekday} between 1 and 7`),
      check(
        `${name}_times_check`,
        sql`${t.opensAt} <= ${t.onTimeUntil} and ${t.onTimeUntil} <= ${t.closesAt} and ${t.opensAt} < ${t.closesAt}`,
      ),
    ],
  );

/** Jam apel: flag-ceremony windows. */
export const ceremonyWindows = sessionWindowTable('ceremony_windows');
/** Jam senam: exercise-session windows. */
export const exerciseWindows = sessionWindowTable('exercise_windows');

/** Shift: for units that work outside the office day; a shift may run past midnight. */
export const shifts = pgTable(
  'shifts',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 16 }).notNull(),
    name: text('name').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    // Stored (not only derived) so attendance queries can filter on it; kept equal to end < start.
    crossesMidnight: boolean('crosses_midnight').notNull().default(false),
    breakMinutes: smallint('break_minutes').notNull().default(0),
  },
  (t) => [
    uniqueIndex('shifts_code_unique').on(t.code),
    searchIndex('shifts_code_search_idx', t.code),
    searchIndex('shifts_name_search_idx', t.name),
    check('shifts_time_check', sql`${t.endTime} <> ${t.startTime}`),
    check('shifts_midnight_check', sql`${t.crossesMidnight} = (${t.endTime} < ${t.startTime})`),
    check('shifts_break_check', sql`${t.breakMinutes} between 0 and 240`),
  ],
);

/** Lokasi absensi: a circle (centre and radius) inside which a mobile check-in is accepted. */
export const attendanceLocations = pgTable(
  'attendance_locations',
  {
    ...masterColumns(usersId),
    name: text('name').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }).notNull(),
    radiusM: integer('radius_m').notNull(),
    // Empty: the location serves every unit.
    unitIds: integer('unit_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('attendance_locations_name_unique').on(sql`lower(${t.name})`),
    searchIndex('attendance_locations_name_search_idx', t.name),
    check('attendance_locations_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('attendance_locations_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('attendance_locations_radius_check', sql`${t.radiusM} between 10 and 5000`),
  ],
);

/** Mesin fingerprint: the terminals punches are pulled from. */
export const fingerprintMachines = pgTable(
  'fingerprint_machines',
  {
    ...masterColumns(usersId),
    name: text('name').notNull(),
    serialNumber: varchar('serial_number', { length: 64 }).notNull(),
    locationId: integer('location_id').references(() => attendanceLocations.id, {
      onDelete: 'restrict',
    }),
    // The terminal's communication key (ZKTeco "comm key"); needed to talk to it.
    commKey: varchar('comm_key', { length: 32 }),
    // The zone of the terminal's clock (its punches' wall-clock times); null: the person's own.
    timeZone: varchar('time_zone', { length: 64 }),
    // presensi | apel (the ceremony ground: also an apel/senam check-in) | gerbang (campus gate)
    purpose: varchar('purpose', { length: 12 }).notNull().default('presensi'),
    // Written by the punch collector (iclock.service.ts), never by the form.
    lastContactAt: timestamp('last_contact_at', { withTimezone: true, mode: 'string' }),
    // Punches stored from this terminal's pushes (duplicates not counted).
    punchCount: bigint('punch_count', { mode: 'number' }).notNull().default(0),
    // The ATTLOG stamp of the last batch fully taken, answered at the handshake.
    attlogStamp: varchar('attlog_stamp', { length: 32 }),
  },
  (t) => [
    uniqueIndex('fingerprint_machines_serial_number_unique').on(t.serialNumber),
    check(
      'fingerprint_machines_purpose_check',
      sql`${t.purpose} in ('presensi', 'apel', 'gerbang')`,
    ),
    check(
      'fingerprint_machines_time_zone_check',
      sql`${t.timeZone} is null or ${t.timeZone} in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')`,
    ),
    searchIndex('fingerprint_machines_name_search_idx', t.name),
    searchIndex('fingerprint_machines_serial_number_search_idx', t.serialNumber),
    index('fingerprint_machines_location_idx').on(t.locationId),
  ],
);

/** Pengaturan fingerprint: whose finger a terminal's PIN is, and how its punches are read. */
export const fingerprintPins = pgTable(
  'fingerprint_pins',
  {
    ...masterColumns(usersId),
    // Before machine_id: a duplicate (machine, pin) is reported on the PIN field.
    pin: varchar('pin', { length: 16 }).notNull(),
    machineId: integer('machine_id')
      .notNull()
      .references(() => fingerprintMachines.id, { onDelete: 'restrict' }),
    // A removed person's PIN means nothing any more.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // in | out | auto (by time of day: first in, last out) | status (the terminal's status column)
    readMode: varchar('read_mode', { length: 8 }).notNull().default('auto'),
  },
  (t) => [
    uniqueIndex('fingerprint_pins_machine_pin_unique').on(t.pin, t.machineId),
    index('fingerprint_pins_machine_idx').on(t.machineId),
    index('fingerprint_pins_user_idx').on(t.userId),
    searchIndex('fingerprint_pins_pin_search_idx', t.pin),
    check(
      'fingerprint_pins_read_mode_check',
      sql`${t.readMode} in ('in', 'out', 'auto', 'status')`,
    ),
  ],
);

/** Bulan & tahun: payroll periods; a locked period no longer changes. */
export const payrollPeriods = pgTable(
  'payroll_periods',
  {
    ...masterColumns(usersId),
    // Month before year: a duplicate (month, year) is reported on the month field.
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('payroll_periods_month_year_unique').on(t.month, t.year),
    searchIndex('payroll_periods_note_search_idx', t.note),
    check('payroll_periods_month_check', sql`${t.month} between 1 and 12`),
    check('payroll_periods_year_check', sql`${t.year} between 2000 and 2100`),
    check('payroll_periods_dates_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('payroll_periods_status_check', sql`${t.status} in ('open', 'locked')`),
  ],
);

/** Jenis cuti: leave types of PP 11/2017 and their rules (regulations.md section 1). */
export const leaveTypes = pgTable(
  'leave_types',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 16 }).notNull(),
    name: text('name').notNull(),
    durationUnit: varchar('duration_unit', { length: 16 }).notNull(),
    // Null: no fixed maximum (cuti bersama is set each year by Keppres).
    maxDuration: integer('max_duration'),
    minServiceMonths: smallint('min_service_months').notNull().default(0),
    attachmentRule: varchar('attachment_rule', { length: 16 }).notNull().default('none'),
    // For 'required_above': an attachment is needed when the request is longer than this.
    attachmentAboveDays: smallint('attachment_above_days'),
    attachmentNote: text('attachment_note'),
    // Empty: every staff type may take it.
    staffTypeIds: integer('staff_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    approvalLevels: varchar('approval_levels', { length: 16 }).array().notNull(),
    // CLTN is unpaid; payroll reads this rather than a list of codes.
    isPaid: boolean('is_paid').notNull().default(true),
    description: text('description'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('leave_types_code_unique').on(t.code),
    searchIndex('leave_types_name_search_idx', t.name),
    check(
      'leave_types_unit_check',
      sql`${t.durationUnit} in ('working_days', 'calendar_days', 'months', 'years')`,
    ),
    check('leave_types_max_check', sql`${t.maxDuration} is null or ${t.maxDuration} > 0`),
    check('leave_types_service_check', sql`${t.minServiceMonths} >= 0`),
    check(
      'leave_types_attachment_check',
      sql`${t.attachmentRule} in ('none', 'optional', 'required', 'required_above')`,
    ),
    check(
      'leave_types_approval_check',
      sql`cardinality(${t.approvalLevels}) > 0 and ${t.approvalLevels} <@ array['kepegawaian','atasan','kabag','penjabat']::varchar[]`,
    ),
  ],
);
