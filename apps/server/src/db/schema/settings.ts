import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** The institution's settings: exactly one row (id = 1). */
export const institutionSettings = pgTable(
  'institution_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    shortName: text('short_name'),
    logoDarkPath: text('logo_dark_path'),
    logoWhitePath: text('logo_white_path'),
    backgroundPath: text('background_path'),
    timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
    maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
    maintenanceTitle: text('maintenance_title'),
    maintenanceText: text('maintenance_text'),
    ...timestamps,
  },
  (t) => [check('institution_settings_single_row', sql`${t.id} = 1`)],
);
