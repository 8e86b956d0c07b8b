/**
 * Rapat (docs/rapat.md): meetings with their invitation (who, when, where), the participants
 * resolved to people when the meeting is saved, each participant's check-in or the admin's
 * correction, and the minutes (notulen) afterwards. A participant's status is derived when read
 * (covered days come from the attendance excuses and days), as for apel and senam.
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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps, updatedByColumn } from './columns.ts';
import { files } from './files.ts';
import { attendanceLocations } from './masters-attendance.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;
const clock = (name: string) => varchar(name, { length: 5 }).notNull();
const clockCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    agenda: text('agenda').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: clock('starts_at'),
    endsAt: clock('ends_at'),
    /** onsite | online */
    mode: varchar('mode', { length: 8 }).notNull(),
    locationId: integer('location_id').references(() => attendanceLocations.id, {
      onDelete: 'restrict',
    }),
    onlineLink: text('online_link'),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The selection as chosen; the people it resolved to are in meeting_participants. */
    userIds: integer('user_ids').array().notNull().default(sql`'{}'::integer[]`),
    unitIds: integer('unit_ids').array().notNull().default(sql`'{}'::integer[]`),
    positionIds: integer('position_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Attendance counts for the monthly deduction (pemotongan_rapat). */
    mandatory: boolean('mandatory').notNull().default(false),
    /** The check-in needs the current rotating code the organiser shows. */
    requiresCode: boolean('requires_code').notNull().default(false),
    /** scheduled | cancelled */
    status: varchar('status', { length: 12 }).notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    minutesText: text('minutes_text'),
    minutesFileId: uuid('minutes_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** When the reminder job told the participants (null: not yet). */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'string' }),
    ...timestamps,
    updatedBy: updatedByColumn(usersId),
  },
  (t) => [
    index('meetings_date_idx').on(t.date),
    index('meetings_organiser_idx').on(t.organiserId),
    check('meetings_mode_check', sql`${t.mode} in ('onsite', 'online')`),
    check('meetings_status_check', sql`${t.status} in ('scheduled', 'cancelled')`),
    check(
      'meetings_place_check',
      sql`(${t.mode} = 'onsite' and ${t.locationId} is not null) or (${t.mode} = 'online' and ${t.onlineLink} is not null)`,
    ),
    clockCheck('meetings_starts_check', t.startsAt),
    clockCheck('meetings_ends_check', t.endsAt),
    check('meetings_times_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A person invited to a meeting, with their check-in or the admin's correction. */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null (no check-in yet) | hadir | terlambat | tidak_hadir | berhalangan */
    status: varchar('status', { length: 12 }),
    /** presensi | admin */
    source: varchar('source', { length: 12 }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'string' }),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    accuracyM: integer('accuracy_m'),
    distanceM: integer('distance_m'),
    codeVerified: boolean('code_verified').notNull().default(false),
    note: text('note'),
    ...timestamps,
    updatedBy: updatedByColumn(usersId),
  },
  (t) => [
    uniqueIndex('meeting_participants_meeting_user_unique').on(t.meetingId, t.userId),
    index('meeting_participants_user_idx').on(t.userId),
    check(
      'meeting_participants_status_check',
      sql`${t.status} is null or ${t.status} in ('hadir', 'terlambat', 'tidak_hadir', 'berhalangan')`,
    ),
    check(
      'meeting_participants_source_check',
      sql`${t.source} is null or ${t.source} in ('presensi', 'admin')`,
    ),
  ],
);
