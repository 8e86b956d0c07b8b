/**
 * Demo flight tickets for `/admin/pesawat`: the letter to Denpasar (Jakarta–Denpasar, economy
 * Rp 3,262,000 return in SBM 2026) gets a return ticket within the ceiling, two one-way tickets that
 * together pass it, and a rescheduled flight, so every state of the list shows.
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { suratTugas, suratTugasTravellers } from '../../db/schema/surat-tugas.ts';
import { createThroughResource } from '../../platform/resource/resource-seed.ts';
import { flightResource } from './flights.resource.ts';

export async function seedDemoFlights(tx: DbOrTx, letterId: number): Promise<void> {
  const travellers = await tx
    .select({ id: suratTugasTravellers.id, start: suratTugas.startDate, end: suratTugas.endDate })
    .from(suratTugasTravellers)
    .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
    .where(eq(suratTugasTravellers.suratTugasId, letterId))
    .orderBy(asc(suratTugasTravellers.seq));
  const [first, second] = travellers;
  if (!first) return;
  const base = { origin: 'Jakarta', destination: 'Denpasar', travel_class: 'economy' };
  const bodies: Record<string, unknown>[] = [
    {
      ...base,
      traveller_id: first.id,
      airline: 'Garuda Indonesia',
      flight_number: 'GA 402',
      departure_date: first.start,
      ticket_number: '126-2400000101',
      booking_code: 'KQ7RTA',
      trip: 'pp',
      price: 2_450_000,
    },
  ];
  if (second) {
    bodies.push(
      {
        ...base,
        traveller_id: second.id,
        airline: 'Batik Air',
        flight_number: 'ID 6500',
        departure_date: second.start,
        ticket_number: '938-2400000207',
        booking_code: 'MZ4PLD',
        trip: 'sekali_jalan',
        price: 1_780_000,
      },
      {
        origin: 'Denpasar',
        destination: 'Jakarta',
        travel_class: 'economy',
        traveller_id: second.id,
        airline: 'Citilink',
        flight_number: 'QG 695',
        departure_date: second.end,
        ticket_number: '888-2400000315',
        booking_code: 'WX2HNE',
        trip: 'sekali_jalan',
        price: 1_520_000,
        status: 'reschedule',
        reschedule_fee: 150_000,
        note: 'Pindah ke penerbangan malam karena rapat diperpanjang',
      },
    );
  }
  await createThroughResource(tx, flightResource, bodies);
}
