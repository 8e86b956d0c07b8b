/**
 * The working-day calendar (docs/calendar.md): exceptions to "Monday to Friday are working
 * days". National holidays and cuti bersama are yearly data (SKB 3 Menteri, Keppres), seeded
 * from db/seed/reference/calendar.ts; a unit's own days off and extra working days are added by
 * an admin at `/admin/harikerja`.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { masterColumns, searchIndex } from './columns.ts';
import { workUnits } from './org.ts';

import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

export const calendarDays = pgTable(
  'calendar_days',
  {
    ...masterColumns(usersId),
    date: date('date', { mode: 'string' }).notNull(),
    /** libur_nasional | cuti_bersama | libur_unit | hari_kerja (a weekend day made a working day). */
    kind: text('kind').notNull(),
    /** The holiday's name, or the reason an admin gives. */
    name: text('name').notNull(),
    /** The legal basis: SKB 3 Menteri and Keppres numbers, or the unit's decree. */
    source: text('source'),
    /** Null: everyone; set: that unit only. */
    unitId: integer('unit_id').references(() => workUnits.id, { onDelete: 'restrict' }),
    // For the list's year and month filters (the factory filters by column equality).
    year: smallint('year').notNull().generatedAlwaysAs(sql`extract(year from "date")::smallint`),
    month: smallint('month').notNull().generatedAlwaysAs(sql`extract(month from "date")::smallint`),
  },
  (t) => [
    // One active row per date for everyone, and one per date and unit.
    uniqueIndex('calendar_days_date_unit_unique')
      .on(t.date, sql`coalesce(${t.unitId}, 0)`)
      .where(sql`${t.isActive}`),
    index('calendar_days_date_idx').on(t.date),
    index('calendar_days_unit_idx').on(t.unitId),
    searchIndex('calendar_days_name_search_idx', t.name),
    check(
      'calendar_days_kind_check',
      sql`${t.kind} in ('libur_nasional', 'cuti_bersama', 'libur_unit', 'hari_kerja')`,
    ),
    check(
      'calendar_days_unit_check',
      sql`(${t.kind} <> 'libur_unit' or ${t.unitId} is not null) and (${t.kind} not in ('libur_nasional', 'cuti_bersama') or ${t.unitId} is null)`,
    ),
  ],
);

/**
 * The seeded days ever written, by key ('2026-cb-idul-fitri-1'): the seed adds a key once, so a
 * day an admin moved, switched off or deleted stays as the admin left it after a restart.
 */
export const calendarSeedLog = pgTable('calendar_seed_log', {
  seedKey: text('seed_key').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
