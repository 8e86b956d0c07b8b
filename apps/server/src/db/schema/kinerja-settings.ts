/**
 * The capaian settings (docs/kinerja.md), served by the resource factory:
 * - `capaian_caps` (`/admin/setting_persentase_capaian`): the maximum capaian (%) of a staff
 *   category (direktur, dosen, pegawai) for a month, or its default (no year and month);
 * - `kinerja_month_settings` (`/admin/setting_tugas_tambahan`): the month's cap on additional
 *   duties and the main-duty minimum they need, the sending deadline (the original's
 *   `deadline_kinerja`) and the reward/punishment for sending early or late (the original's
 *   `reward_punishment`), or the default row.
 *
 * Percentages are numeric(8,4): capaian may pass 100 %, and 1000 bounds a typo.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  numeric,
  pgTable,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterColumns } from './columns.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

/** A capaian percentage (0–1000, four decimals), read as a JS number. */
const capaianPercent = (name: string) => numeric(name, { precision: 8, scale: 4, mode: 'number' });

export const capaianCaps = pgTable(
  'capaian_caps',
  {
    ...masterColumns(usersId),
    category: varchar('category', { length: 10 }).notNull(),
    year: smallint('year'),
    month: smallint('month'),
    maxPercent: capaianPercent('max_percent').notNull(),
    source: text('source'),
  },
  (t) => [
    // One row per category and month, and one default (null, null) per category.
    unique('capaian_caps_category_period_unique')
      .on(t.category, t.year, t.month)
      .nullsNotDistinct(),
    check('capaian_caps_category_check', sql`${t.category} in ('direktur', 'dosen', 'pegawai')`),
    check('capaian_caps_period_check', sql`(${t.year} is null) = (${t.month} is null)`),
    check('capaian_caps_month_check', sql`${t.month} between 1 and 12`),
    check('capaian_caps_percent_check', sql`${t.maxPercent} between 0 and 1000`),
  ],
);

export const kinerjaMonthSettings = pgTable(
  'kinerja_month_settings',
  {
    ...masterColumns(usersId),
    year: smallint('year'),
    month: smallint('month'),
    additionalMaxPercent: capaianPercent('additional_max_percent').notNull(),
    mainRequired: boolean('main_required').notNull().default(false),
    mainMinPercent: capaianPercent('main_min_percent').notNull().default(0),
    deadlineDay: smallint('deadline_day'),
    deadlineNextMonth: boolean('deadline_next_month').notNull().default(true),
    rewardPercent: capaianPercent('reward_percent').notNull().default(0),
    punishmentPerDayPercent: capaianPercent('punishment_per_day_percent').notNull().default(0),
    punishmentMaxPercent: capaianPercent('punishment_max_percent'),
    source: text('source'),
  },
  (t) => [
    unique('kinerja_month_settings_period_unique').on(t.year, t.month).nullsNotDistinct(),
    check('kinerja_month_settings_period_check', sql`(${t.year} is null) = (${t.month} is null)`),
    check('kinerja_month_settings_month_check', sql`${t.month} between 1 and 12`),
    check('kinerja_month_settings_day_check', sql`${t.deadlineDay} between 1 and 31`),
    check(
      'kinerja_month_settings_percent_check',
      sql`${t.mainMinPercent} between 0 and 1000 and ${t.rewardPercent} between 0 and 1000
        and ${t.punishmentPerDayPercent} between 0 and 1000
        and ${t.additionalMaxPercent} between 0 and 1000
        and coalesce(${t.punishmentMaxPercent}, 0) between 0 and 1000`,
    ),
  ],
);
