/**
 * Attendance (docs/attendance.md): raw punches, the day record derived from them, the reasons
 * that cover a day (leave, official duty, permission, sickness), change requests, work patterns
 * and the month lock. One engine computes a day from these rows; apel, senam, rapat, mengajar
 * and lembur reuse it with their own event kind.
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
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ceremonySessions } from './apel-senam.ts';
import { approvals } from './approvals.ts';
import { masterColumns, searchIndex, timestamps } from './columns.ts';
import { files } from './files.ts';
import { attendanceLocations, fingerprintMachines, shifts } from './masters-attendance.ts';
import { workUnits } from './org.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

const coordinate = (name: string) => numeric(name, { precision: 9, scale: 6, mode: 'number' });

/**
 * Every punch as it arrived, never edited: the day record is derived from these, so a day can
 * always be recomputed. `date` is the business date the punch belongs to (an overnight shift's
 * 'pulang' after midnight belongs to the day the shift started).
 */
export const attendancePunches = pgTable(
  'attendance_punches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The event kind: 'presensi' now; 'apel', 'senam', ... reuse the table. */
    kind: varchar('kind', { length: 16 }).notNull().default('presensi'),
    date: date('date', { mode: 'string' }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    /** masuk | pulang; null for a fingerprint punch read in 'auto' mode (first in, last out). */
    type: varchar('type', { length: 8 }),
    /** web | fingerprint | admin | perubahan */
    source: varchar('source', { length: 16 }).notNull(),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    accuracyM: integer('accuracy_m'),
    locationId: integer('location_id').references(() => attendanceLocations.id, {
      onDelete: 'set null',
    }),
    distanceM: integer('distance_m'),
    machineId: integer('machine_id').references(() => fingerprintMachines.id, {
      onDelete: 'set null',
    }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Why the punch looks suspicious ('accuracy', 'travel', 'retry_after_refusal'); empty if not. */
    flags: varchar('flags', { length: 32 }).array().notNull().default(sql`'{}'::varchar[]`),
    /** Who entered it, for admin and perubahan punches. */
    createdBy: integer('created_by'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendance_punches_user_date_idx').on(t.userId, t.kind, t.date),
    index('attendance_punches_flagged_idx').on(t.date).where(sql`cardinality(${t.flags}) > 0`),
    check(
      'attendance_punches_type_check',
      sql`${t.type} is null or ${t.type} in ('masuk', 'pulang')`,
    ),
    check(
      'attendance_punches_source_check',
      sql`${t.source} in ('web', 'fingerprint', 'admin', 'perubahan')`,
    ),
  ],
);

/** Check-ins refused (outside every radius): kept for the admin, never part of a day. */
export const attendanceRefusals = pgTable(
  'attendance_refusals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    latitude: coordinate('latitude'),
    longitude: coordinate('longitude'),
    accuracyM: integer('accuracy_m'),
    nearestLocationId: integer('nearest_location_id').references(() => attendanceLocations.id, {
      onDelete: 'set null',
    }),
    distanceM: integer('distance_m'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('attendance_refusals_user_at_idx').on(t.userId, t.at)],
);

/**
 * A person's day: the schedule that applied, the first in and last out, and the status the
 * engine derived. Rewritten by the engine only (recompute), never by hand: a manual change is
 * an admin punch or an excuse, so the reason and the person are kept.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Denormalised at compute time for the unit filters and the lock. */
    unitId: integer('unit_id'),
    isWorkingDay: boolean('is_working_day').notNull(),
    /** libur_nasional, cuti_bersama, libur_unit, weekend, shift_off; null on a working day. */
    dayOffKind: varchar('day_off_kind', { length: 16 }),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    scheduledIn: timestamp('scheduled_in', { withTimezone: true, mode: 'string' }),
    scheduledOut: timestamp('scheduled_out', { withTimezone: true, mode: 'string' }),
    checkIn: timestamp('check_in', { withTimezone: true, mode: 'string' }),
    checkOut: timestamp('check_out', { withTimezone: true, mode: 'string' }),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyMinutes: integer('early_minutes').notNull().default(0),
    /** The day's main code (H, TL2, PSW1, TK, CUTI, DL, IZIN, SAKIT, LIBUR, ...). */
    code: varchar('code', { length: 16 }).notNull(),
    /** The late band and the early band, when both apply ('TL1', 'PSW2'). */
    lateCode: varchar('late_code', { length: 8 }),
    earlyCode: varchar('early_code', { length: 8 }),
    /** The day's deduction in per-occurrence mode; 0 in monthly-minutes mode (applied per month). */
    deductionPct: numeric('deduction_pct', { precision: 7, scale: 4, mode: 'number' })
      .notNull()
      .default(0),
    flagged: boolean('flagged').notNull().default(false),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.date] }),
    index('attendance_days_date_idx').on(t.date, t.unitId),
  ],
);

/**
 * A reason that covers a day: approved leave (CUTI), an assignment letter (DL), an approved
 * change request (IZIN, SAKIT, DL) or an admin's entry. Sources write and remove their own
 * rows; the engine only reads them.
 */
export const attendanceExcuses = pgTable(
  'attendance_excuses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    /** cuti | perubahan | admin | surat_tugas */
    sourceType: varchar('source_type', { length: 16 }).notNull(),
    sourceId: integer('source_id').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_excuses_unique').on(t.userId, t.date, t.sourceType, t.sourceId),
    index('attendance_excuses_source_idx').on(t.sourceType, t.sourceId),
    index('attendance_excuses_date_idx').on(t.date),
  ],
);

/** Perubahan: a person's request to correct a day, decided by their superior. */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** presensi | apel | senam: which change-request screen it belongs to. */
    kind: varchar('kind', { length: 16 }).notNull().default('presensi'),
    date: date('date', { mode: 'string' }).notNull(),
    /** The apel or senam session a change of those kinds is about. */
    sessionId: integer('session_id').references((): AnyPgColumn => ceremonySessions.id, {
      onDelete: 'cascade',
    }),
    /** lupa_masuk | lupa_pulang | mesin | dinas_luar | izin | sakit (apel/senam: lupa_presensi too) */
    reasonKind: varchar('reason_kind', { length: 16 }).notNull(),
    /** 'HH:MM' wall-clock times asked for, when the reason is about a missing punch. */
    checkIn: varchar('check_in', { length: 5 }),
    checkOut: varchar('check_out', { length: 5 }),
    reason: text('reason').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    approvalId: integer('approval_id').references(() => approvals.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('attendance_changes_user_idx').on(t.userId, t.date),
    index('attendance_changes_approval_idx').on(t.approvalId),
    check(
      'attendance_changes_reason_kind_check',
      sql`${t.reasonKind} in ('lupa_masuk', 'lupa_pulang', 'mesin', 'dinas_luar', 'izin', 'sakit', 'lupa_presensi')`,
    ),
    check('attendance_changes_kind_check', sql`${t.kind} in ('presensi', 'apel', 'senam')`),
    check(
      'attendance_changes_session_check',
      sql`(${t.kind} = 'presensi') = (${t.sessionId} is null)`,
    ),
    index('attendance_changes_session_idx').on(t.sessionId),
  ],
);

/** A month locked for one unit or (unit null) for everyone; unlocking deletes the row, audited. */
export const attendanceLocks = pgTable(
  'attendance_locks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    unitId: integer('unit_id').references(() => workUnits.id, { onDelete: 'restrict' }),
    note: text('note'),
    lockedBy: integer('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_locks_unique').on(t.year, t.month, sql`coalesce(${t.unitId}, 0)`),
    check('attendance_locks_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/**
 * Pola kerja: a repeating cycle of shifts and days off (P-P-S-S-M-M-L-L). `cycle` holds shift
 * codes, with 'L' (libur) for a day off.
 */
export const workPatterns = pgTable(
  'work_patterns',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 16 }).notNull(),
    name: text('name').notNull(),
    cycle: varchar('cycle', { length: 16 }).array().notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('work_patterns_code_unique').on(t.code),
    searchIndex('work_patterns_name_search_idx', t.name),
    check('work_patterns_cycle_check', sql`cardinality(${t.cycle}) between 1 and 62`),
  ],
);

/**
 * A person's work pattern from a date: day 0 of the cycle falls on start_date. The newest
 * assignment starting on or before a date applies; an assignment with pattern null returns the
 * person to office hours. Requests (`/user/shiftpolakerja`) are rows with an approval that is
 * not yet approved; they take effect once an admin approves.
 */
export const workPatternAssignments = pgTable(
  'work_pattern_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patternId: integer('pattern_id').references(() => workPatterns.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    /** Null when an admin assigned it directly; set for a person's request. */
    approvalId: integer('approval_id').references(() => approvals.id, { onDelete: 'restrict' }),
    /** True once in force (assigned by an admin, or the request approved). */
    effective: boolean('effective').notNull().default(false),
    createdBy: integer('created_by'),
    ...timestamps,
  },
  (t) => [index('work_pattern_assignments_user_idx').on(t.userId, t.startDate)],
);

/** Permission to check in from anywhere (no geofence), with the reason and its dates. */
export const remoteAttendancePermits = pgTable(
  'remote_attendance_permits',
  {
    ...masterColumns(usersId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [
    index('remote_attendance_permits_user_idx').on(t.userId),
    searchIndex('remote_attendance_permits_reason_search_idx', t.reason),
    check(
      'remote_attendance_permits_dates_check',
      sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
  ],
);
