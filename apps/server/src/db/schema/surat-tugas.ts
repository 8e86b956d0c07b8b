/**
 * Surat tugas (docs/surat-tugas.md): the assignment letter, its travellers, its yearly number
 * counter and the approval levels it goes through.
 *
 * The letter's approval state lives on its `approvals` row (docs/approval.md "Where status
 * lives"); a letter with no approval yet is a draft, a rejected approval is a letter returned
 * for revision. One row per traveller (`surat_tugas_travellers`), a staff member or a cadet, so
 * the later travel administration (SPD, cost plan, flights, payments) hangs its lines on a
 * traveller row rather than on a person.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { approvals } from './approvals.ts';
import { searchIndex, timestamps } from './columns.ts';
import { files } from './files.ts';
import { suratTugasBases, suratTugasPurposes } from './masters.ts';
import { cadets } from './masters-misc.ts';
import { budgetAccounts } from './masters-sbm.ts';
import { positions, workUnits } from './org.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

/** An assignment letter. */
export const suratTugas = pgTable(
  'surat_tugas',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The year the number counts in: the letter date's year. */
    year: smallint('year').notNull(),
    number: varchar('number', { length: 100 }).notNull(),
    /** The counter value an automatic number took; null for a typed number. */
    numberSeq: integer('number_seq'),
    basisId: integer('basis_id').references(() => suratTugasBases.id, { onDelete: 'set null' }),
    basis: text('basis').notNull(),
    purposeId: integer('purpose_id').references(() => suratTugasPurposes.id, {
      onDelete: 'set null',
    }),
    purpose: text('purpose').notNull(),
    letterDate: date('letter_date', { mode: 'string' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** 'dalam_negeri' (province and city) or 'luar_negeri' (country and city). */
    destinationKind: varchar('destination_kind', { length: 16 }).notNull(),
    province: varchar('province', { length: 64 }),
    city: varchar('city', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }),
    transport: varchar('transport', { length: 100 }).notNull(),
    /**
     * The kind of cadet trip (praktik, lomba, lainnya), which picks the cadets' rate
     * (surat_tugas_cadet_rates); set when a cadet travels, null otherwise.
     */
    cadetPurpose: varchar('cadet_purpose', { length: 16 }),
    /** The unit whose code the automatic number carries. */
    unitId: integer('unit_id')
      .notNull()
      .references(() => workUnits.id, { onDelete: 'restrict' }),
    signerUserId: integer('signer_user_id').notNull().references(usersId, { onDelete: 'restrict' }),
    /** Copy-to lines (tembusan), in order: position names or free text. */
    copyTo: text('copy_to').array().notNull().default(sql`'{}'::text[]`),
    approvalId: integer('approval_id').references(() => approvals.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(usersId, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(usersId, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('surat_tugas_year_number_unique').on(t.year, sql`lower(${t.number})`),
    index('surat_tugas_approval_idx').on(t.approvalId),
    index('surat_tugas_period_idx').on(t.startDate, t.endDate),
    searchIndex('surat_tugas_number_search_idx', t.number),
    searchIndex('surat_tugas_purpose_search_idx', t.purpose),
    check('surat_tugas_period_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'surat_tugas_cadet_purpose_check',
      sql`${t.cadetPurpose} is null or ${t.cadetPurpose} in ('praktik', 'lomba', 'lainnya')`,
    ),
    check(
      'surat_tugas_destination_check',
      sql`(${t.destinationKind} = 'dalam_negeri' and ${t.province} is not null) or (${t.destinationKind} = 'luar_negeri' and ${t.country} is not null)`,
    ),
  ],
);

/** A traveller on a letter: a staff member or a cadet (taruna), with the name as printed. */
export const suratTugasTravellers = pgTable(
  'surat_tugas_travellers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    suratTugasId: integer('surat_tugas_id')
      .notNull()
      .references(() => suratTugas.id, { onDelete: 'cascade' }),
    /** Order on the letter, from 1. */
    seq: smallint('seq').notNull(),
    userId: integer('user_id').references(usersId, { onDelete: 'restrict' }),
    cadetId: integer('cadet_id').references(() => cadets.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('surat_tugas_travellers_user_unique').on(t.suratTugasId, t.userId),
    uniqueIndex('surat_tugas_travellers_cadet_unique').on(t.suratTugasId, t.cadetId),
    index('surat_tugas_travellers_user_idx').on(t.userId),
    index('surat_tugas_travellers_cadet_idx').on(t.cadetId),
    check('surat_tugas_travellers_one_check', sql`(${t.userId} is null) <> (${t.cadetId} is null)`),
  ],
);

/** The last automatic number given in a year (docs/surat-tugas.md "Nomor"). */
export const suratTugasCounters = pgTable('surat_tugas_counters', {
  year: smallint('year').primaryKey(),
  lastSeq: integer('last_seq').notNull(),
});

/**
 * The approval levels of a letter, in order: the position whose holder (or acting holder, or
 * their delegate) decides each. Seeded with the head of general affairs, then the director.
 */
export const suratTugasLevels = pgTable(
  'surat_tugas_levels',
  {
    step: smallint('step').primaryKey(),
    /** The engine's level name the step runs under: 'kabag' for step 1, 'penjabat' for step 2. */
    level: varchar('level', { length: 16 }).notNull(),
    label: text('label').notNull(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('surat_tugas_levels_level_unique').on(t.level),
    check('surat_tugas_levels_level_check', sql`${t.level} in ('kabag', 'penjabat')`),
    check('surat_tugas_levels_step_check', sql`${t.step} between 1 and 2`),
  ],
);

const rupiah = (name: string) => bigint(name, { mode: 'number' });

/**
 * The travel administration of one staff traveller on an approved letter (docs/surat-tugas.md
 * "Administrasi perjalanan"): the trip's costing inputs, the SBM year the plan was taken from,
 * the payment status, the SPJ due date and the settlement's totals. The plan's lines are a
 * snapshot (`surat_tugas_travel_lines`): a later SBM correction does not change a plan already
 * paid against.
 */
export const suratTugasTravel = pgTable(
  'surat_tugas_travel',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    travellerId: integer('traveller_id')
      .notNull()
      .references(() => suratTugasTravellers.id, { onDelete: 'cascade' }),
    sbmYear: smallint('sbm_year').notNull(),
    tripKind: varchar('trip_kind', { length: 24 }).notNull(),
    lodging: varchar('lodging', { length: 16 }).notNull(),
    taxiLegs: text('taxi_legs').array().notNull().default(sql`'{}'::text[]`),
    /** Rupiah per USD, for trips abroad. */
    usdRate: integer('usd_rate'),
    planTotal: rupiah('plan_total').notNull(),
    /** rencana → uang_muka → (settled) lunas, or menunggu_pengembalian → lunas. */
    status: varchar('status', { length: 24 }).notNull().default('rencana'),
    /** The return date plus SPJ_WORKING_DAYS working days (travel.rules.ts). */
    spjDueDate: date('spj_due_date', { mode: 'string' }).notNull(),
    /** The budget line (central master rekening) the trip is charged to. */
    budgetAccountId: integer('budget_account_id').references(() => budgetAccounts.id, {
      onDelete: 'restrict',
    }),
    advance: rupiah('advance').notNull().default(0),
    /** What the settlement pays in all (settleCosts), set when settled. */
    settledTotal: rupiah('settled_total'),
    /** settledTotal − advance: positive is paid to the traveller, negative is returned. */
    balance: rupiah('balance'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: integer('settled_by').references(usersId, { onDelete: 'set null' }),
    /** When the SPJ reminder went out (spj-reminder.service.ts): once per trip. */
    spjRemindedAt: timestamp('spj_reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('surat_tugas_travel_traveller_unique').on(t.travellerId),
    index('surat_tugas_travel_status_idx').on(t.status),
    check(
      'surat_tugas_travel_status_check',
      sql`${t.status} in ('rencana', 'uang_muka', 'menunggu_pengembalian', 'lunas')`,
    ),
    check(
      'surat_tugas_travel_lodging_check',
      sql`${t.lodging} in ('hotel', 'tanpa_hotel', 'disediakan')`,
    ),
    check('surat_tugas_travel_amounts_check', sql`${t.planTotal} >= 0 and ${t.advance} >= 0`),
  ],
);

/** A cost-plan line as planned (rule, ceiling, source), and the actual cost the traveller reported. */
export const suratTugasTravelLines = pgTable(
  'surat_tugas_travel_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    travelId: integer('travel_id')
      .notNull()
      .references(() => suratTugasTravel.id, { onDelete: 'cascade' }),
    seq: smallint('seq').notNull(),
    key: varchar('key', { length: 32 }).notNull(),
    component: varchar('component', { length: 24 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    quantity: integer('quantity').notNull(),
    unit: varchar('unit', { length: 16 }).notNull(),
    ceiling: rupiah('ceiling'),
    planned: rupiah('planned').notNull(),
    rule: text('rule').notNull(),
    source: text('source'),
    missing: text('missing'),
    /** The actual cost reported (at-cost lines only). */
    actual: rupiah('actual'),
    /** The receipt for the actual cost; none: the line goes on the daftar pengeluaran riil. */
    receiptFileId: uuid('receipt_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('surat_tugas_travel_lines_key_unique').on(t.travelId, t.key),
    check('surat_tugas_travel_lines_method_check', sql`${t.method} in ('lumpsum', 'at_cost')`),
    check(
      'surat_tugas_travel_lines_amounts_check',
      sql`${t.planned} >= 0 and (${t.actual} is null or ${t.actual} >= 0)`,
    ),
  ],
);

/** A document the traveller uploaded: boarding pass, trip report, other evidence. */
export const suratTugasTravelDocuments = pgTable(
  'surat_tugas_travel_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    travelId: integer('travel_id')
      .notNull()
      .references(() => suratTugasTravel.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('surat_tugas_travel_documents_travel_idx').on(t.travelId),
    check(
      'surat_tugas_travel_documents_kind_check',
      sql`${t.kind} in ('boarding_pass', 'laporan', 'kuitansi', 'lainnya')`,
    ),
  ],
);

/**
 * A payment of a trip: the advance (uang muka), the settlement's balance paid to the traveller
 * (pelunasan), or the excess advance the traveller returned (pengembalian). Each has its
 * kuitansi number and the budget line it is charged to.
 */
export const suratTugasPayments = pgTable(
  'surat_tugas_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    travelId: integer('travel_id')
      .notNull()
      .references(() => suratTugasTravel.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** Gross: what the payment settles. */
    amount: rupiah('amount').notNull(),
    /**
     * PPh the bendahara withheld (docs/surat-tugas.md "Pajak"): 0 for travel costs of civil
     * servants; the net paid out is amount − pph.
     */
    pph: rupiah('pph').notNull().default(0),
    budgetAccountId: integer('budget_account_id')
      .notNull()
      .references(() => budgetAccounts.id, { onDelete: 'restrict' }),
    paidAt: date('paid_at', { mode: 'string' }).notNull(),
    receiptNumber: varchar('receipt_number', { length: 64 }).notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(usersId, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('surat_tugas_payments_receipt_unique').on(t.receiptNumber),
    index('surat_tugas_payments_travel_idx').on(t.travelId),
    index('surat_tugas_payments_paid_idx').on(t.paidAt),
    check(
      'surat_tugas_payments_kind_check',
      sql`${t.kind} in ('uang_muka', 'pelunasan', 'pengembalian')`,
    ),
    check('surat_tugas_payments_amount_check', sql`${t.amount} > 0`),
    check('surat_tugas_payments_pph_check', sql`${t.pph} >= 0 and ${t.pph} <= ${t.amount}`),
  ],
);
