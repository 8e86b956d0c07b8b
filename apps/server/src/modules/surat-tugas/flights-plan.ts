/**
 * The return tickets a traveller's cost plan gets from `/admin/pesawat`: the SBM ceilings are per
 * return ticket, so each 'pulang pergi' ticket is one, and one-way tickets count in pairs (an
 * odd one left over still needs its return); a refunded ticket is none (docs/surat-tugas.md
 * "Tiket pesawat").
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

/** Pure: the tickets as the plan's return tickets. */
export function returnTickets(tickets: readonly Ticket[]): Flight[] {
  const toFlight = (t: Ticket): Flight => ({
    origin: t.origin,
    destination: t.destination,
    travelClass: t.travelClass as FlightClass,
  });
  const oneWay = tickets.filter((t) => t.trip === 'sekali_jalan');
  return [
    ...tickets.filter((t) => t.trip === 'pp').map(toFlight),
    // The outbound of each pair names the route (the SBM reads a route both ways).
    ...oneWay.filter((_, i) => i % 2 === 0).map(toFlight),
  ];
}

export async function flightsForPlan(tx: DbOrTx, travellerId: number): Promise<Flight[]> {
  const tickets = await tx
    .select({
      origin: suratTugasFlights.origin,
      destination: suratTugasFlights.destination,
      travelClass: suratTugasFlights.travelClass,
      trip: suratTugasFlights.trip,
    })
    .from(suratTugasFlights)
    .where(
      and(eq(suratTugasFlights.travellerId, travellerId), ne(suratTugasFlights.status, 'refund')),
    )
    .orderBy(asc(suratTugasFlights.departureDate), asc(suratTugasFlights.id));
  return returnTickets(tickets);
}
