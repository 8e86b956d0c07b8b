/**
 * `/admin/pesawat` (docs/surat-tugas.md "Tiket pesawat"): the flight tickets bought for a
 * traveller of a letter, each checked against the SBM airfare ceiling of the letter's year.
 * A ticket hangs on the traveller row (surat_tugas_travellers), not on a person, like every
 * later line of the travel administration.
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
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchIndex, timestamps, updatedByColumn } from './columns.ts';
import { suratTugasTravellers } from './surat-tugas.ts';
import { users } from './users.ts';

const usersId = (): AnyPgColumn => users.id;
const rupiah = (name: string) => bigint(name, { mode: 'number' });

export const suratTugasFlights = pgTable(
  'surat_tugas_flights',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    travellerId: integer('traveller_id')
      .notNull()
      .references(() => suratTugasTravellers.id, { onDelete: 'cascade' }),
    airline: varchar('airline', { length: 60 }).notNull(),
    flightNumber: varchar('flight_number', { length: 16 }).notNull(),
    origin: varchar('origin', { length: 100 }).notNull(),
    destination: varchar('destination', { length: 100 }).notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    ticketNumber: varchar('ticket_number', { length: 32 }).notNull(),
    bookingCode: varchar('booking_code', { length: 16 }),
    /** economy | business | first */
    travelClass: varchar('travel_class', { length: 16 }).notNull(),
    /** pp (return: the SBM ceiling) | sekali_jalan (one way: half of it) */
    trip: varchar('trip', { length: 16 }).notNull(),
    price: rupiah('price').notNull(),
    /** terbit | reschedule | refund */
    status: varchar('status', { length: 16 }).notNull().default('terbit'),
    rescheduleFee: rupiah('reschedule_fee').notNull().default(0),
    refundAmount: rupiah('refund_amount').notNull().default(0),
    note: text('note'),
    ...timestamps,
    updatedBy: updatedByColumn(usersId),
  },
  (t) => [
    uniqueIndex('surat_tugas_flights_ticket_unique').on(sql`lower(${t.ticketNumber})`),
    index('surat_tugas_flights_traveller_idx').on(t.travellerId),
    index('surat_tugas_flights_departure_idx').on(t.departureDate),
    searchIndex('surat_tugas_flights_ticket_search_idx', t.ticketNumber),
    searchIndex('surat_tugas_flights_airline_search_idx', t.airline),
    check(
      'surat_tugas_flights_class_check',
      sql`${t.travelClass} in ('economy', 'business', 'first')`,
    ),
    check('surat_tugas_flights_trip_check', sql`${t.trip} in ('pp', 'sekali_jalan')`),
    check(
      'surat_tugas_flights_status_check',
      sql`${t.status} in ('terbit', 'reschedule', 'refund')`,
    ),
    check(
      'surat_tugas_flights_amounts_check',
      sql`${t.price} >= 0 and ${t.rescheduleFee} >= 0 and ${t.refundAmount} between 0 and ${t.price}`,
    ),
  ],
);
