/**
 * Masters of the "misc" group (shared/domain/masters.md): the activity-element hierarchy for
 * contracts and lecturer credit (unsur → sub unsur → butir kegiatan), job-task descriptions,
 * the supervisory board, the WhatsApp gateway, and the flight-training registers (cadets,
 * instructors, phases, engines, simulators). All are served by the resource factory.
 *
 * Unique constraints over two columns list the column the form should blame first in the
 * table: the factory names the first table column found in the violated index's key.
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
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { masterColumns, searchIndex } from './columns.ts';
import { measurementUnits } from './masters.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;

/** Unsur: the top level (pendidikan, penelitian, pengabdian, penunjang). */
export const activityElements = pgTable(
  'activity_elements',
  {
    ...masterColumns(usersId),
    code: varchar('code', { length: 16 }).notNull(),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('activity_elements_code_unique').on(t.code),
    uniqueIndex('activity_elements_name_unique').on(sql`lower(${t.name})`),
    searchIndex('activity_elements_name_search_idx', t.name),
  ],
);

/** Sub unsur: a group of activities within one unsur. */
export const activitySubElements = pgTable(
  'activity_sub_elements',
  {
    ...masterColumns(usersId),
    elementId: integer('element_id')
      .notNull()
      .references(() => activityElements.id, { onDelete: 'restrict' }),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('activity_sub_elements_code_unique').on(t.code),
    index('activity_sub_elements_element_idx').on(t.elementId),
    searchIndex('activity_sub_elements_name_search_idx', t.name),
  ],
);

/** Butir kegiatan: one activity, how it is counted and the credit points it earns. */
export const activityItems = pgTable(
  'activity_items',
  {
    ...masterColumns(usersId),
    subElementId: integer('sub_element_id')
      .notNull()
      .references(() => activitySubElements.id, { onDelete: 'restrict' }),
    code: varchar('code', { length: 32 }).notNull(),
    name: text('name').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => measurementUnits.id, { onDelete: 'restrict' }),
    creditPoints: numeric('credit_points', { precision: 8, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /** Points an activity is worth in the capaian (docs/kinerja.md). */
    points: numeric('points', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('activity_items_code_unique').on(t.code),
    index('activity_items_sub_element_idx').on(t.subElementId),
    index('activity_items_unit_idx').on(t.unitId),
    searchIndex('activity_items_name_search_idx', t.name),
    check('activity_items_credit_points_check', sql`${t.creditPoints} >= 0`),
    check('activity_items_points_check', sql`${t.points} >= 0`),
  ],
);

/**
 * Uraian tugas: job-task descriptions, the indicators a performance contract is built from. The
 * positions whose menu of activities they are on is `task_description_positions` (kinerja.ts).
 */
export const taskDescriptions = pgTable(
  'task_descriptions',
  {
    ...masterColumns(usersId),
    description: text('description').notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => measurementUnits.id, { onDelete: 'restrict' }),
    defaultYearlyTarget: numeric('default_yearly_target', {
      precision: 12,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    /** The butir kegiatan this indicator reports on, when the catalogue has one. */
    activityItemId: integer('activity_item_id').references(() => activityItems.id, {
      onDelete: 'restrict',
    }),
    /** Angka kredit per unit of output. */
    creditPoints: numeric('credit_points', { precision: 8, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    /** WPT: working hours a unit of output takes. */
    workHours: numeric('work_hours', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Biaya: the cost of a unit of output, in rupiah. */
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    /** mandiri = a main duty of the position; tambahan = an additional duty. */
    dutyKind: varchar('duty_kind', { length: 16 }).notNull().default('mandiri'),
    /** Point value of the indicator in the capaian (docs/kinerja.md). */
    points: numeric('points', { precision: 10, scale: 3, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('task_descriptions_unit_idx').on(t.unitId),
    index('task_descriptions_activity_item_idx').on(t.activityItemId),
    searchIndex('task_descriptions_description_search_idx', t.description),
    check('task_descriptions_target_check', sql`${t.defaultYearlyTarget} >= 0`),
    check('task_descriptions_duty_kind_check', sql`${t.dutyKind} in ('mandiri', 'tambahan')`),
    check(
      'task_descriptions_numbers_check',
      sql`${t.creditPoints} >= 0 and ${t.workHours} >= 0 and ${t.cost} >= 0 and ${t.points} >= 0`,
    ),
  ],
);

/** Dewan pengawas: supervisory board members with their decree, term and honorarium. */
export const supervisoryBoardMembers = pgTable(
  'supervisory_board_members',
  {
    ...masterColumns(usersId),
    name: text('name').notNull(),
    boardPosition: varchar('board_position', { length: 16 }).notNull(),
    institution: text('institution'),
    decreeNumber: varchar('decree_number', { length: 150 }).notNull(),
    termStart: date('term_start', { mode: 'string' }).notNull(),
    termEnd: date('term_end', { mode: 'string' }).notNull(),
    monthlyHonorarium: bigint('monthly_honorarium', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    searchIndex('supervisory_board_members_name_search_idx', t.name),
    searchIndex('supervisory_board_members_institution_search_idx', t.institution),
    searchIndex('supervisory_board_members_decree_search_idx', t.decreeNumber),
    check(
      'supervisory_board_members_position_check',
      sql`${t.boardPosition} in ('ketua', 'anggota', 'sekretaris')`,
    ),
    check('supervisory_board_members_term_check', sql`${t.termEnd} > ${t.termStart}`),
    check('supervisory_board_members_honorarium_check', sql`${t.monthlyHonorarium} >= 0`),
  ],
);

/**
 * Nowa: WhatsApp gateway senders. The token is a secret: it is written but never read back
 * through the API, which shows only `has_token` (generated, so it cannot drift).
 */
export const whatsappGateways = pgTable(
  'whatsapp_gateways',
  {
    ...masterColumns(usersId),
    senderNumber: varchar('sender_number', { length: 20 }).notNull(),
    gatewayUrl: text('gateway_url').notNull(),
    token: text('token'),
    hasToken: boolean('has_token').notNull().generatedAlwaysAs(sql`token is not null`),
    // One column per message the system sends (text with {placeholders}, checked by the
    // contract): flat, so the generic form edits them like any other field.
    templatePresensi: text('template_presensi'),
    templateCuti: text('template_cuti'),
    templateKinerja: text('template_kinerja'),
    templateUmum: text('template_umum'),
  },
  (t) => [
    uniqueIndex('whatsapp_gateways_sender_number_unique').on(t.senderNumber),
    searchIndex('whatsapp_gateways_sender_number_search_idx', t.senderNumber),
  ],
);

/** Taruna: cadets of the flight school. The programme is free text until a programme master exists. */
export const cadets = pgTable(
  'cadets',
  {
    ...masterColumns(usersId),
    nit: varchar('nit', { length: 32 }).notNull(),
    name: text('name').notNull(),
    programme: text('programme').notNull(),
    intakeYear: smallint('intake_year').notNull(),
    className: varchar('class_name', { length: 50 }),
    status: varchar('status', { length: 16 }).notNull().default('aktif'),
  },
  (t) => [
    uniqueIndex('cadets_nit_unique').on(t.nit),
    searchIndex('cadets_nit_search_idx', t.nit),
    searchIndex('cadets_name_search_idx', t.name),
    check('cadets_status_check', sql`${t.status} in ('aktif', 'cuti', 'lulus', 'keluar')`),
  ],
);

/** Instruktur: a staff member registered as flight instructor, with licence and ratings. */
export const instructors = pgTable(
  'instructors',
  {
    ...masterColumns(usersId),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    licenceNumber: varchar('licence_number', { length: 64 }).notNull(),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    ratings: text('ratings'),
  },
  (t) => [
    uniqueIndex('instructors_user_unique').on(t.userId),
    uniqueIndex('instructors_licence_number_unique').on(t.licenceNumber),
    searchIndex('instructors_licence_number_search_idx', t.licenceNumber),
    searchIndex('instructors_ratings_search_idx', t.ratings),
  ],
);

/** Phase: training phases of a programme, in order (order before programme: see top note). */
export const trainingPhases = pgTable(
  'training_phases',
  {
    ...masterColumns(usersId),
    sortOrder: smallint('sort_order').notNull(),
    programme: text('programme').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('training_phases_programme_order_unique').on(
      sql`lower(${t.programme})`,
      t.sortOrder,
    ),
    searchIndex('training_phases_programme_search_idx', t.programme),
    searchIndex('training_phases_name_search_idx', t.name),
    check('training_phases_order_check', sql`${t.sortOrder} >= 1`),
  ],
);

/** Engine: aircraft engines and their running hours. */
export const aircraftEngines = pgTable(
  'aircraft_engines',
  {
    ...masterColumns(usersId),
    engineType: text('engine_type').notNull(),
    serialNumber: varchar('serial_number', { length: 64 }).notNull(),
    hours: numeric('hours', { precision: 10, scale: 1, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('aircraft_engines_serial_number_unique').on(t.serialNumber),
    searchIndex('aircraft_engines_type_search_idx', t.engineType),
    searchIndex('aircraft_engines_serial_number_search_idx', t.serialNumber),
    check('aircraft_engines_hours_check', sql`${t.hours} >= 0`),
  ],
);

/** Simulator: flight simulators and their registration. */
export const flightSimulators = pgTable(
  'flight_simulators',
  {
    ...masterColumns(usersId),
    name: text('name').notNull(),
    simulatorType: text('simulator_type').notNull(),
    registration: varchar('registration', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('flight_simulators_registration_unique').on(t.registration),
    searchIndex('flight_simulators_name_search_idx', t.name),
    searchIndex('flight_simulators_registration_search_idx', t.registration),
  ],
);
