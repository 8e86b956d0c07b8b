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
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { approvals } from './approvals.ts';
import { searchIndex, timestamps } from './columns.ts';
import { suratTugasBases, suratTugasPurposes } from './masters.ts';
import { cadets } from './masters-misc.ts';
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
