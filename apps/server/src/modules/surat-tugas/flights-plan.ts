/**
 * The return tickets a traveller's cost plan gets from `/admin/pesawat`: the SBM ceilings are per
 * return ticket, so each 'pulang pergi' ticket is one, and one-way tickets count in pairs (an
 * odd one left over still needs its return); a refunded ticket is none (docs/surat-tugas.md
 * "Tiket pesawat"). Their net cost is the ticket lines' actual cost until the traveller reports
 * one.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suratTugasFlights } from '../../db/schema/surat-tugas-flights.ts';
import type { Flight, FlightClass } from './cost-plan.rules.ts';

interface Ticket {
  origin: string;
  destination: string;
  travelClass: string;
  trip: string;
}

/** Pure: the tickets grouped as the plan's return tickets ('pulang pergi' first, then one-way pairs). */
export function ticketGroups<T extends { trip: string }>(tickets: readonly T[]): T[][] {
  const oneWay = tickets.filter((t) => t.trip === 'sekali_jalan');
  return [
    ...tickets.filter((t) => t.trip === 'pp').map((t) => [t]),
    ...oneWay.flatMap((_, i) => (i % 2 === 0 ? [oneWay.slice(i, i + 2)] : [])),
  ];
}

/** Pure: the tickets as the plan's return tickets. */
export function returnTickets(tickets: readonly Ticket[]): Flight[] {
  // The outbound of each pair names the route (the SBM reads a route both ways).
  return ticketGroups(tickets).flatMap(([t]) =>
    t
      ? [
          {
            origin: t.origin,
            destination: t.destination,
            travelClass: t.travelClass as FlightClass,
          },
        ]
      : [],
  );
}

async function plannedTickets(tx: DbOrTx, travellerId: number) {
  return tx
    .select({
      origin: suratTugasFlights.origin,
      destination: suratTugasFlights.destination,
      travelClass: suratTugasFlights.travelClass,
      trip: suratTugasFlights.trip,
      price: suratTugasFlights.price,
      fee: suratTugasFlights.rescheduleFee,
      refund: suratTugasFlights.refundAmount,
    })
    .from(suratTugasFlights)
    .where(
      and(eq(suratTugasFlights.travellerId, travellerId), ne(suratTugasFlights.status, 'refund')),
    )
    .orderBy(asc(suratTugasFlights.departureDate), asc(suratTugasFlights.id));
}

export async function flightsForPlan(tx: DbOrTx, travellerId: number): Promise<Flight[]> {
  return returnTickets(await plannedTickets(tx, travellerId));
}

/**
 * Pure: the net cost (price + fee − refund) of each plan ticket line, keyed 'tiket-1', … in the
 * plan's order. Only while the tickets still give as many lines as the plan has (`lines`): a
 * plan made before tickets were added or refunded is not matched by guesswork.
 */
export function ticketLineCosts(
  tickets: readonly { trip: string; price: number; fee: number; refund: number }[],
  lines: number,
): Map<string, number> {
  const groups = ticketGroups(tickets);
  if (groups.length !== lines) return new Map();
  return new Map(
    groups.map((group, i) => [
      `tiket-${i + 1}`,
      group.reduce((sum, t) => sum + t.price + t.fee - t.refund, 0),
    ]),
  );
}

/** The `/admin/pesawat` tickets' net cost per ticket line of a traveller's plan. */
export async function ticketCostsForPlan(tx: DbOrTx, travellerId: number, lines: number) {
  if (lines === 0) return new Map<string, number>();
  return ticketLineCosts(await plannedTickets(tx, travellerId), lines);
}
