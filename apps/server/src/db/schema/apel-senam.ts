/**
 * Apel and senam sessions (docs/apel-senam.md): the days a flag ceremony or an exercise session
 * is held, generated from the jam_apel / jam_senam windows and changed by an admin, and who
 * checked in to each. A person's status on a session is derived when read (covered days come
 * from the attendance excuses and days); a row here is a check-in or the admin's correction.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, updatedByColumn } from './columns.ts';
import { attendanceLocations } from './masters-attendance.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;
const clock = (name: string) => varchar(name, { length: 5 }).notNull();
const clockCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/**
 * One apel or senam day. 'generated' rows follow the windows and the calendar (re-synced while
 * nobody touched them); an admin's add, move or cancel makes them 'manual' and keeps the reason.
 * A moved day stays as 'moved' on its old date, so the generator does not bring it back.
 */
export const ceremonySessions = pgTable(
  'ceremony_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** apel | senam */
    kind: varchar('kind', { length: 8 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    opensAt: clock('opens_at'),
    onTimeUntil: clock('on_time_until'),
    closesAt: clock('closes_at'),
    /** held | cancelled | moved */
    status: varchar('status', { length: 12 }).notNull().default('held'),
    /** generated | manual */
    source: varchar('source', { length: 12 }).notNull().default('generated'),
    /** The jam_apel / jam_senam row it came from (no foreign key: the master may be deleted). */
    windowId: integer('window_id'),
    movedFrom: date('moved_from', { mode: 'string' }),
    movedTo: date('moved_to', { mode: 'string' }),
    reason: text('reason'),
    /** The check-in needs the current rotating code shown at the ceremony. */
    requiresCode: boolean('requires_code').notNull().default(false),
    /** Who must attend: empty both → everyone; else members of these units or staff types. */
    unitIds: integer('unit_ids').array().notNull().default(sql`'{}'::integer[]`),
    staffTypeIds: integer('staff_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Where the check-in is accepted: empty → the person's attendance locations. */
    locationIds: integer('location_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
    updatedBy: updatedByColumn(usersId),
  },
  (t) => [
    uniqueIndex('ceremony_sessions_kind_date_unique').on(t.kind, t.date),
    check('ceremony_sessions_kind_check', sql`${t.kind} in ('apel', 'senam')`),
    check('ceremony_sessions_status_check', sql`${t.status} in ('held', 'cancelled', 'moved')`),
    check('ceremony_sessions_source_check', sql`${t.source} in ('generated', 'manual')`),
    clockCheck('ceremony_sessions_opens_check', t.opensAt),
    clockCheck('ceremony_sessions_on_time_check', t.onTimeUntil),
    clockCheck('ceremony_sessions_closes_check', t.closesAt),
    check(
      'ceremony_sessions_times_check',
      sql`${t.opensAt} <= ${t.onTimeUntil} and ${t.onTimeUntil} <= ${t.closesAt} and ${t.opensAt} < ${t.closesAt}`,
    ),
  ],
);

/** A person's check-in to a session, or the admin's (or an approved change's) status for it. */
export const ceremonyAttendance = pgTable(
  'ceremony_attendance',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => ceremonySessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hadir | terlambat | tidak_hadir | berhalangan */
    status: varchar('status', { length: 12 }).notNull(),
    /** presensi | admin | perubahan */
    source: varchar('source', { length: 12 }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'string' }),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    accuracyM: integer('accuracy_m'),
    locationId: integer('location_id').references(() => attendanceLocations.id, {
      onDelete: 'set null',
    }),
    distanceM: integer('distance_m'),
    /** The rotating code was checked at check-in. */
    codeVerified: boolean('code_verified').notNull().default(false),
    note: text('note'),
    ...timestamps,
    updatedBy: updatedByColumn(usersId),
  },
  (t) => [
    uniqueIndex('ceremony_attendance_session_user_unique').on(t.sessionId, t.userId),
    index('ceremony_attendance_user_idx').on(t.userId),
    check(
      'ceremony_attendance_status_check',
      sql`${t.status} in ('hadir', 'terlambat', 'tidak_hadir', 'berhalangan')`,
    ),
    check(
      'ceremony_attendance_source_check',
      sql`${t.source} in ('presensi', 'admin', 'perubahan')`,
    ),
  ],
);
