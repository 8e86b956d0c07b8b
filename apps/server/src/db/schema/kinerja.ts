/**
 * Kinerja (docs/kinerja.md): the yearly performance contract (SKP) of a person in a position,
 * its lines and their monthly targets, the monthly realisation sent to the superior, and the
 * filling windows an admin opens for contracts and realisations.
 *
 * The contract keeps a copy of its header (position, unit, superior and the superior's position
 * and unit, period) as it stood when it was made: the organisation moves on, the signed SKP
 * does not. Lines copy their uraian's numbers for the same reason.
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
  jsonb,
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
import { approvals } from './approvals.ts';
import { timestamps } from './columns.ts';
import { files } from './files.ts';
import { measurementUnits } from './masters.ts';
import { taskDescriptions } from './masters-misc.ts';
import { positions, workUnits } from './org.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;
const quantity = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/** The menu of activities of a position (`/admin/master/jabatan/peta`): uraian ↔ jabatan. */
export const taskDescriptionPositions = pgTable(
  'task_description_positions',
  {
    taskDescriptionId: integer('task_description_id')
      .notNull()
      .references(() => taskDescriptions.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskDescriptionId, t.positionId] }),
    index('task_description_positions_position_idx').on(t.positionId),
  ],
);

/**
 * Kontrak kinerja: one per person, year and position assignment. Status: draft → sent →
 * approved, or sent → returned (revisi, with the superior's note) → sent again.
 */
export const kinerjaContracts = pgTable(
  'kinerja_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(usersId, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => workUnits.id, { onDelete: 'restrict' }),
    /** Null for the head of the institution, who approves their own contract. */
    superiorUserId: integer('superior_user_id').references(usersId, { onDelete: 'set null' }),
    superiorPositionId: integer('superior_position_id').references(() => positions.id, {
      onDelete: 'set null',
    }),
    superiorUnitId: integer('superior_unit_id').references(() => workUnits.id, {
      onDelete: 'set null',
    }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** draft | sent | returned | approved */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    noteFromSuperior: text('note_from_superior'),
    noteToSuperior: text('note_to_superior'),
    approvalId: integer('approval_id').references(() => approvals.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** Annual evaluation (PermenPANRB 6/2022): di_atas | sesuai | di_bawah for each. */
    resultRating: varchar('result_rating', { length: 16 }),
    behaviourRating: varchar('behaviour_rating', { length: 16 }),
    /** The BerAKHLAK notes of the superior, keyed by value. */
    behaviourNotes: jsonb('behaviour_notes').$type<Record<string, string>>(),
    predikat: varchar('predikat', { length: 32 }),
    evaluatedBy: integer('evaluated_by').references(usersId, { onDelete: 'set null' }),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kinerja_contracts_assignment_unique').on(
      t.userId,
      t.year,
      t.positionId,
      t.periodStart,
    ),
    index('kinerja_contracts_year_status_idx').on(t.year, t.status),
    index('kinerja_contracts_superior_idx').on(t.superiorUserId, t.year),
    check(
      'kinerja_contracts_status_check',
      sql`${t.status} in ('draft', 'sent', 'returned', 'approved')`,
    ),
    check('kinerja_contracts_year_check', sql`${t.year} between 2000 and 2100`),
    check('kinerja_contracts_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check(
      'kinerja_contracts_ratings_check',
      sql`coalesce(${t.resultRating}, 'sesuai') in ('di_atas', 'sesuai', 'di_bawah') and coalesce(${t.behaviourRating}, 'sesuai') in ('di_atas', 'sesuai', 'di_bawah')`,
    ),
  ],
);

/**
 * A contract line: one indicator with its yearly target. `taskDescriptionId` is null for an
 * activity the person proposed themself (`proposedName`), which the superior sees as such.
 * Additional duties added during a month's realisation (tugas tambahan) are lines with
 * `extraMonth` set and the person who ordered them.
 */
export const kinerjaLines = pgTable(
  'kinerja_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => kinerjaContracts.id, { onDelete: 'cascade' }),
    taskDescriptionId: integer('task_description_id').references(() => taskDescriptions.id, {
      onDelete: 'restrict',
    }),
    proposedName: text('proposed_name'),
    measurementUnitId: integer('measurement_unit_id').references(() => measurementUnits.id, {
      onDelete: 'restrict',
    }),
    /** utama = a main duty (Mandiri); tambahan = an additional duty. */
    dutyKind: varchar('duty_kind', { length: 16 }).notNull().default('utama'),
    /** Angka kredit of the line. */
    credit: numeric('credit', { precision: 8, scale: 3, mode: 'number' }).notNull().default(0),
    /** Yearly target quantity (kuantitas). */
    quantity: quantity('quantity').notNull().default(0),
    /** Target quality (kualitas), in %. */
    quality: percent('quality').notNull().default(100),
    /** Months the work takes (waktu). */
    months: smallint('months').notNull().default(12),
    /** Weight (bobot), in %; the main lines of a sent contract add up to 100. */
    weight: percent('weight').notNull().default(0),
    /** WPT: working hours. */
    workHours: numeric('work_hours', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    /** The uraian's point value, copied (uraian_point). */
    points: numeric('points', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
    /** Judged on the running total of the months rather than month by month. */
    isCumulative: boolean('is_cumulative').notNull().default(false),
    /** How the monthly targets were made: manual | even | working_days. */
    breakdownMode: varchar('breakdown_mode', { length: 16 }).notNull().default('manual'),
    /** For a tugas tambahan added in a month's realisation: that month, and who ordered it. */
    extraMonth: smallint('extra_month'),
    orderedBy: integer('ordered_by').references(usersId, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('kinerja_lines_contract_idx').on(t.contractId, t.sortOrder),
    index('kinerja_lines_task_description_idx').on(t.taskDescriptionId),
    check(
      'kinerja_lines_what_check',
      sql`${t.taskDescriptionId} is not null or length(trim(${t.proposedName})) > 0`,
    ),
    check('kinerja_lines_duty_kind_check', sql`${t.dutyKind} in ('utama', 'tambahan')`),
    check(
      'kinerja_lines_breakdown_mode_check',
      sql`${t.breakdownMode} in ('manual', 'even', 'working_days')`,
    ),
    check(
      'kinerja_lines_numbers_check',
      sql`${t.credit} >= 0 and ${t.quantity} >= 0 and ${t.quality} between 0 and 100 and ${t.months} between 0 and 12 and ${t.weight} between 0 and 100 and ${t.workHours} >= 0 and ${t.cost} >= 0 and ${t.points} >= 0`,
    ),
    check('kinerja_lines_extra_month_check', sql`${t.extraMonth} between 1 and 12`),
  ],
);

/** The monthly breakdown of a line's yearly target. */
export const kinerjaTargets = pgTable(
  'kinerja_targets',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => kinerjaLines.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    quantity: quantity('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.month] }),
    check('kinerja_targets_month_check', sql`${t.month} between 1 and 12`),
    check('kinerja_targets_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/**
 * A month's realisation of a contract as one submission (send_realisasi): draft → sent →
 * confirmed, or sent → returned → sent again. The superior for the month may differ from the
 * contract's (an acting superior).
 */
export const kinerjaMonths = pgTable(
  'kinerja_months',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => kinerjaContracts.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    /** draft | sent | returned | confirmed */
    status: varchar('status', { length: 16 }).notNull().default('draft'),
    superiorUserId: integer('superior_user_id').references(usersId, { onDelete: 'set null' }),
    noteFromSuperior: text('note_from_superior'),
    noteToSuperior: text('note_to_superior'),
    approvalId: integer('approval_id').references(() => approvals.id, { onDelete: 'set null' }),
    /** The first time the month was sent: early or late against deadline_kinerja. */
    firstSentAt: timestamp('first_sent_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kinerja_months_contract_month_unique').on(t.contractId, t.month),
    index('kinerja_months_superior_idx').on(t.superiorUserId, t.status),
    check(
      'kinerja_months_status_check',
      sql`${t.status} in ('draft', 'sent', 'returned', 'confirmed')`,
    ),
    check('kinerja_months_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/** A line's realisation in a month: what the person proposes and what the superior approves. */
export const kinerjaRealisations = pgTable(
  'kinerja_realisations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lineId: integer('line_id')
      .notNull()
      .references(() => kinerjaLines.id, { onDelete: 'cascade' }),
    month: smallint('month').notNull(),
    proposedQuantity: quantity('proposed_quantity'),
    proposedQuality: percent('proposed_quality'),
    approvedQuantity: quantity('approved_quantity'),
    approvedQuality: percent('approved_quality'),
    /** Set when an admin recorded or corrected the row on the person's behalf (tanggung renteng). */
    recordedByAdmin: integer('recorded_by_admin').references(usersId, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kinerja_realisations_line_month_unique').on(t.lineId, t.month),
    check('kinerja_realisations_month_check', sql`${t.month} between 1 and 12`),
    check(
      'kinerja_realisations_numbers_check',
      sql`coalesce(${t.proposedQuantity}, 0) >= 0 and coalesce(${t.approvedQuantity}, 0) >= 0 and coalesce(${t.proposedQuality}, 0) between 0 and 100 and coalesce(${t.approvedQuality}, 0) between 0 and 100`,
    ),
  ],
);

/** Evidence (bukti dukung) of a line's realisation in a month: uploaded files. */
export const kinerjaEvidence = pgTable(
  'kinerja_evidence',
  {
    realisationId: integer('realisation_id')
      .notNull()
      .references(() => kinerjaRealisations.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.realisationId, t.fileId] })],
);

/**
 * Filling windows (`/admin/lock`, kinds kontrak and realisasi): the dates in which a year's
 * contracts, or a month's realisation, may be filled and sent. No window means open.
 */
export const kinerjaWindows = pgTable(
  'kinerja_windows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** kontrak | realisasi */
    kind: varchar('kind', { length: 16 }).notNull(),
    year: smallint('year').notNull(),
    /** The realisation month; for kontrak, the month the window belongs to in the original. */
    month: smallint('month').notNull(),
    opensOn: date('opens_on', { mode: 'string' }).notNull(),
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('kinerja_windows_kind_period_unique').on(t.kind, t.year, t.month),
    check('kinerja_windows_kind_check', sql`${t.kind} in ('kontrak', 'realisasi')`),
    check('kinerja_windows_month_check', sql`${t.month} between 1 and 12`),
    check('kinerja_windows_dates_check', sql`${t.closesOn} >= ${t.opensOn}`),
  ],
);
