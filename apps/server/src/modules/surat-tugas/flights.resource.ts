/**
 * `/admin/pesawat` (docs/surat-tugas.md "Tiket pesawat"): flight tickets of a letter's
 * travellers on the master-data resource factory (list, form, Excel, audit), with the ceiling
 * the SBM of the letter's year sets for the route and class computed in the row's query, and
 * `travellers`, the select the form picks a traveller from, and `cities`, the SBM's cities the
 * form suggests.
 */
import {
  FLIGHT_DESCRIPTOR,
  FLIGHT_FILTERS,
  formatIndonesianDate,
  paginated,
  ZCreateFlightRequest,
  ZFlightCitiesQuery,
  ZFlightCitiesResponse,
  ZFlightTravellerRow,
  ZListQuery,
  ZListRequest,
  ZMasterIdParams,
  ZUpdateFlightRequest,
} from '@sikerja/contracts';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { cadets } from '../../db/schema/masters-misc.ts';
import { suratTugas, suratTugasTravellers } from '../../db/schema/surat-tugas.ts';
import { suratTugasFlights } from '../../db/schema/surat-tugas-flights.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, listPath, paginate } from '../../http/paginate.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';
import { findSbmCities } from './flight-cities.service.ts';

const TRAVELLER_OF_ROW = 'surat_tugas_travellers t where t.id = surat_tugas_flights.traveller_id';

/** A city as the route match compares it: case, spaces and punctuation aside (cost-plan.rules.ts). */
const city = (column: string) => `regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g')`;

/**
 * The return-ticket ceiling of the row's route and class in the SBM of its letter's year, halved
 * for a one-way ticket (rounded down to the rupiah); null abroad (the USD ceilings are converted
 * at payment, in the cost plan) or when the SBM lacks the route or class.
 */
const ceiling = sql.raw(`(select floor(
    (case surat_tugas_flights.travel_class when 'economy' then a.economy when 'business' then a.business end)
    / (case when surat_tugas_flights.trip = 'pp' then 1 else 2 end))::float8
  from surat_tugas_travellers t
  join surat_tugas s on s.id = t.surat_tugas_id and s.destination_kind = 'dalam_negeri'
  join sbm_domestic_airfares a on a.year = s.year and a.is_active
    and ((${city('a.origin')} = ${city('surat_tugas_flights.origin')} and ${city('a.destination')} = ${city('surat_tugas_flights.destination')})
      or (${city('a.origin')} = ${city('surat_tugas_flights.destination')} and ${city('a.destination')} = ${city('surat_tugas_flights.origin')}))
  where t.id = surat_tugas_flights.traveller_id
  order by (${city('a.origin')} = ${city('surat_tugas_flights.origin')}) desc
  limit 1)`);
const netCost = sql.raw(
  '(surat_tugas_flights.price + surat_tugas_flights.reschedule_fee - surat_tugas_flights.refund_amount)::float8',
);

const MESSAGES = {
  traveller: 'Pelaku perjalanan tidak ditemukan, atau surat tugasnya sudah dibatalkan',
  period: (start: string, end: string) =>
    `Tanggal terbang harus dalam masa surat tugas (${formatIndonesianDate(start)} – ${formatIndonesianDate(end)})`,
};

/** The traveller's letter must stand and the flight fall in its period (travel days included). */
async function checkTraveller(tx: DbOrTx, input: Record<string, unknown>): Promise<undefined> {
  const [letter] = await tx
    .select({ start: suratTugas.startDate, end: suratTugas.endDate })
    .from(suratTugasTravellers)
    .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
    .where(
      and(eq(suratTugasTravellers.id, Number(input.traveller_id)), isNull(suratTugas.cancelledAt)),
    );
  if (!letter) throw AppError.validation({ traveller_id: [MESSAGES.traveller] });
  const day = String(input.departure_date);
  if (day < letter.start || day > letter.end) {
    throw AppError.validation({ departure_date: [MESSAGES.period(letter.start, letter.end)] });
  }
  return undefined;
}

const travellerName = sql<string>`coalesce(${users.name}, ${cadets.name})`;

/** Travellers of letters not cancelled, newest letters first, searched by name or letter. */
function travellerQuery(db: DbOrTx, filter: { search?: string; id?: number }) {
  const search = filter.search?.trim();
  const pattern = search ? containsPattern(search) : null;
  const where = and(
    isNull(suratTugas.cancelledAt),
    filter.id === undefined ? undefined : eq(suratTugasTravellers.id, filter.id),
    pattern
      ? sql`(immutable_unaccent(${travellerName}) ilike immutable_unaccent(${pattern}) or ${suratTugas.number} ilike ${pattern})`
      : undefined,
  );
  // One join for the count and the page, so both see the same rows.
  const joined = db
    .select({
      id: suratTugasTravellers.id,
      traveller: travellerName,
      surat_tugas_id: suratTugas.id,
      letter_number: suratTugas.number,
      start_date: suratTugas.startDate,
      end_date: suratTugas.endDate,
      city: suratTugas.city,
      year: suratTugas.year,
      destination_kind: suratTugas.destinationKind,
    })
    .from(suratTugasTravellers)
    .innerJoin(suratTugas, eq(suratTugas.id, suratTugasTravellers.suratTugasId))
    .leftJoin(users, eq(users.id, suratTugasTravellers.userId))
    .leftJoin(cadets, eq(cadets.id, suratTugasTravellers.cadetId))
    .where(where);
  return {
    count: () => db.$count(joined.as('travellers')),
    rows: async (limit: number, offset: number) => {
      const rows = await joined
        .orderBy(desc(suratTugas.startDate), asc(suratTugasTravellers.seq))
        .limit(limit)
        .offset(offset);
      return rows.map(({ traveller, destination_kind, ...r }) => ({
        ...r,
        // As the ceiling reads it: only 'dalam_negeri' is priced by the domestic SBM.
        destination_kind:
          destination_kind === 'dalam_negeri'
            ? ('dalam_negeri' as const)
            : ('luar_negeri' as const),
        name: `${traveller} — ${r.letter_number}`,
      }));
    },
  };
}

export const flightResource = defineResource({
  path: '/admin/pesawat',
  label: 'Tiket pesawat',
  exportName: 'tiket_pesawat',
  table: suratTugasFlights,
  descriptor: FLIGHT_DESCRIPTOR,
  contract: {
    create: ZCreateFlightRequest,
    update: ZUpdateFlightRequest,
    filters: FLIGHT_FILTERS,
  },
  list: {
    searchable: [
      'ticket_number',
      'airline',
      'flight_number',
      'origin',
      'destination',
      'booking_code',
    ],
    filterable: { status: 'status', travel_class: 'travel_class' },
  },
  derived: {
    surat_tugas_id: sql.raw(`(select t.surat_tugas_id from ${TRAVELLER_OF_ROW})`),
    letter_number: sql.raw(
      `(select s.number from ${TRAVELLER_OF_ROW.replace(' where', ' join surat_tugas s on s.id = t.surat_tugas_id where')})`,
    ),
    traveller_name: sql.raw(
      `(select coalesce(u.name, c.name) from surat_tugas_travellers t left join users u on u.id = t.user_id left join cadets c on c.id = t.cadet_id where t.id = surat_tugas_flights.traveller_id)`,
    ),
    flight: sql.raw("(surat_tugas_flights.airline || ' ' || surat_tugas_flights.flight_number)"),
    route: sql.raw("(surat_tugas_flights.origin || ' – ' || surat_tugas_flights.destination)"),
    net_cost: netCost,
    ceiling,
    over_ceiling: sql`coalesce(greatest(${netCost} - ${ceiling}, 0), 0)`,
  },
  hooks: {
    beforeCreate: (input, { tx }) => checkTraveller(tx, input),
    beforeUpdate: (input, _before, { tx }) => checkTraveller(tx, input),
  },
});

/**
 * `POST admin/pesawat/travellers/list` and `GET admin/pesawat/travellers/:id`: the form's select;
 * `GET admin/pesawat/cities`: the SBM's cities its route fields suggest.
 */
export const flightTravellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'admin.pesawat' } as const;
  const tags = ['surat-tugas'];
  app.post(
    '/admin/pesawat/travellers/list',
    {
      config,
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListRequest.pick({ search: true, per: true }),
        response: { 200: paginated(ZFlightTravellerRow) },
      },
    },
    async (request) => {
      const query = travellerQuery(app.db, { search: request.body.search });
      return paginate(
        { page: request.query.page, per: request.body.per, path: listPath(request.url) },
        query.count,
        query.rows,
      );
    },
  );
  app.get(
    '/admin/pesawat/travellers/:id',
    {
      config,
      schema: {
        tags,
        params: ZMasterIdParams,
        response: { 200: z.object({ data: ZFlightTravellerRow }) },
      },
    },
    async (request) => {
      const [row] = await travellerQuery(app.db, { id: request.params.id }).rows(1, 0);
      if (!row) throw AppError.notFound('Pelaku perjalanan tidak ditemukan');
      return { data: row };
    },
  );
  app.get(
    '/admin/pesawat/cities',
    {
      config,
      schema: {
        tags,
        querystring: ZFlightCitiesQuery,
        response: { 200: ZFlightCitiesResponse },
      },
    },
    async (request) => ({ data: await findSbmCities(app.db, request.query) }),
  );
};

/** `/admin/pesawat`: the tickets' resource routes and the traveller select. */
export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(flightResource.plugin);
  await app.register(flightTravellerRoutes);
};
