import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/** The institution's settings: exactly one row (id = 1). */
export const institutionSettings = pgTable(
  'institution_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    shortName: text('short_name'),
    logoDarkFileId: uuid('logo_dark_file_id').references(() => files.id, { onDelete: 'set null' }),
    logoWhiteFileId: uuid('logo_white_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    backgroundFileId: uuid('background_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    /** The authorised official (penjabat) who signs leave and other decisions. */
    authorisedOfficialUserId: integer('authorised_official_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
    maintenanceEnabled: boolean('maintenance_enabled').notNull().default(false),
    maintenanceTitle: text('maintenance_title'),
    maintenanceText: text('maintenance_text'),
    /**
     * How lateness and early leave turn into deductions (regulations.md section 2): per
     * occurrence by the TL/PSW bands, or by the month's accumulated minutes (PM 46/2023).
     */
    attendanceDeductionMode: varchar('attendance_deduction_mode', { length: 16 })
      .notNull()
      .default('per_occurrence'),
    /**
     * The check-in window (docs/attendance.md "Check-in window"): 'masuk' opens this many
     * minutes before the scheduled start; 'pulang' this many minutes after the day's check-in
     * (or, with no check-in, after the scheduled start).
     */
    checkInOpensBeforeMinutes: integer('check_in_opens_before_minutes').notNull().default(120),
    checkOutOpensAfterMinutes: integer('check_out_opens_after_minutes').notNull().default(60),
    /**
     * The automatic surat tugas number (docs/surat-tugas.md "Nomor"): placeholders {nomor},
     * {unit}, {bulan_romawi}, {bulan}, {tahun}; checked by the contract (at most 60 characters).
     */
    suratTugasNumberPattern: varchar('surat_tugas_number_pattern', { length: 60 })
      .notNull()
      .default('ST-{nomor}/{unit}/{bulan_romawi}/{tahun}'),
    /** The Pejabat Pembuat Komitmen printed on the SPD, the riil list and the kuitansi. */
    ppkUserId: integer('ppk_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Bendahara Pengeluaran who signs the kuitansi. */
    bendaharaUserId: integer('bendahara_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    check('institution_settings_single_row', sql`${t.id} = 1`),
    check(
      'institution_settings_deduction_mode_check',
      sql`${t.attendanceDeductionMode} in ('per_occurrence', 'monthly_minutes')`,
    ),
    check(
      'institution_settings_check_in_opens_before_check',
      sql`${t.checkInOpensBeforeMinutes} between 0 and 360`,
    ),
    check(
      'institution_settings_check_out_opens_after_check',
      sql`${t.checkOutOpensAfterMinutes} between 0 and 240`,
    ),
  ],
);
