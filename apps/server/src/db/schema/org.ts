/**
 * The organisation (masters.md, 'People and organisation'): work units as a tree with their
 * head and campus time zone, and positions (jabatan) with the position map — each position's
 * superior position, whose holder is the superior of the holders below it.
 *
 * The column helpers come from columns.ts, which imports no table, so they are safe to call
 * here whichever table file is loaded first (users ↔ org ↔ masters reference each other).
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex, timestamps, updatedByColumn } from './columns.ts';
import { users } from './users.ts';

const updatedBy = () => updatedByColumn((): AnyPgColumn => users.id);

/** Work units (unit kerja) as a tree. */
export const workUnits = pgTable(
  'work_units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => workUnits.id, {
      onDelete: 'restrict',
    }),
    // The person leading the unit; losing the account only leaves the unit without a head.
    headUserId: integer('head_user_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    // A campus in another zone keeps its own clock; null means the institution's setting.
    timeZone: varchar('time_zone', { length: 32 }),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
    updatedBy: updatedBy(),
  },
  (t) => [
    searchIndex('work_units_name_search_idx', t.name),
    searchIndex('work_units_code_search_idx', t.code),
    index('work_units_parent_idx').on(t.parentId),
    check(
      'work_units_time_zone_check',
      sql`${t.timeZone} in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')`,
    ),
  ],
);

/** Positions (jabatan) and the position map through `superior_position_id`. */
export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
    updatedBy: updatedBy(),
    // Before unit_id: a duplicate (unit, name) is reported on `name` (resource-errors.ts).
    name: text('name').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    // Kelas jabatan 1–17: the key of the tunjangan kinerja table.
    jobClass: smallint('job_class').notNull(),
    // Eselon of a structural position; null for non-structural ones.
    echelon: varchar('echelon', { length: 8 }),
    // Nilai jabatan from the job evaluation, multiplied by the PIR for remuneration.
    jobValuePoints: integer('job_value_points'),
    unitId: integer('unit_id')
      .notNull()
      .references(() => workUnits.id, { onDelete: 'restrict' }),
    isLecturer: boolean('is_lecturer').notNull().default(false),
    superiorPositionId: integer('superior_position_id').references(
      (): AnyPgColumn => positions.id,
      { onDelete: 'restrict' },
    ),
  },
  (t) => [
    uniqueIndex('positions_unit_name_unique').on(t.unitId, sql`lower(${t.name})`),
    searchIndex('positions_name_search_idx', t.name),
    index('positions_superior_idx').on(t.superiorPositionId),
    check('positions_kind_check', sql`${t.kind} in ('struktural', 'fungsional', 'pelaksana')`),
    check('positions_job_class_check', sql`${t.jobClass} between 1 and 17`),
    check(
      'positions_echelon_check',
      sql`${t.echelon} in ('I.a', 'I.b', 'II.a', 'II.b', 'III.a', 'III.b', 'IV.a', 'IV.b')`,
    ),
    check(
      'positions_echelon_structural_check',
      sql`${t.echelon} is null or ${t.kind} = 'struktural'`,
    ),
    check('positions_job_value_points_check', sql`${t.jobValuePoints} >= 0`),
  ],
);

/**
 * Acting holders of a position for a period: Plt (pelaksana tugas, the post is vacant or its
 * holder is away for long) and Plh (pelaksana harian, a short absence). While one is in force the
 * acting holder answers for the position as its definitive holder would.
 */
export const actingAssignments = pgTable(
  'acting_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 3 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    decreeNumber: text('decree_number'),
    note: text('note'),
    ...timestamps,
    updatedBy: updatedBy(),
  },
  (t) => [
    index('acting_assignments_position_idx').on(t.positionId, t.startDate),
    index('acting_assignments_user_idx').on(t.userId),
    check('acting_assignments_kind_check', sql`${t.kind} in ('plt', 'plh')`),
    check('acting_assignments_period_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * An approver away for a date range names a substitute; decisions the substitute takes in that
 * range are recorded 'on behalf of' the approver.
 */
export const approverDelegations = pgTable(
  'approver_delegations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    substituteUserId: integer('substitute_user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    reason: text('reason'),
    ...timestamps,
    updatedBy: updatedBy(),
  },
  (t) => [
    index('approver_delegations_user_idx').on(t.userId, t.startDate),
    check('approver_delegations_period_check', sql`${t.endDate} >= ${t.startDate}`),
    check('approver_delegations_not_self_check', sql`${t.substituteUserId} <> ${t.userId}`),
  ],
);
