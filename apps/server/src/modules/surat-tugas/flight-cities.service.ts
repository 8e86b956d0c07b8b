/**
 * The cities the SBM of a year names on its flight routes, which `/admin/pesawat`'s form
 * suggests: a city typed as the regulation spells it finds its ceiling.
 */
import type { TFlightCitiesQuery } from '@sikerja/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { sbmDomesticAirfares, sbmInternationalAirfares } from '../../db/schema/masters-sbm.ts';

/** Far above the few hundred cities an SBM names; only a bound on the answer. */
const MAX_CITIES = 2_000;

/**
 * The distinct origins and destinations of the year's active routes, sorted. Cities are told
 * apart as the ceiling's match tells them (case, spaces and punctuation aside, flights.resource.ts),
 * so 'Pangkal Pinang' and 'PANGKALPINANG' come once, spelled as most rows spell them. Abroad the
 * routes are the international SBM's, as the letter's destination decides for the ceiling.
 */
export async function findSbmCities(
  db: DbOrTx,
  { year, destination_kind }: TFlightCitiesQuery,
): Promise<string[]> {
  const table = destination_kind === 'luar_negeri' ? sbmInternationalAirfares : sbmDomesticAirfares;
  const active = and(eq(table.year, year), eq(table.isActive, true));
  const names = unionAll(
    db.select({ city: table.origin }).from(table).where(active),
    db.select({ city: table.destination }).from(table).where(active),
  ).as('names');
  // A name of no latin letter or digit would lose all of itself to the match's key.
  const key = sql`coalesce(nullif(regexp_replace(lower(${names.city}), '[^a-z0-9]', '', 'g'), ''), lower(${names.city}))`;
  const spelling = sql<string>`mode() within group (order by ${names.city})`;
  const rows = await db
    .select({ city: spelling })
    .from(names)
    .groupBy(key)
    // Byte order of the lower case: the same list on PGlite and on any server's collation.
    .orderBy(sql`lower(${spelling}) collate "C"`, sql`${spelling} collate "C"`)
    .limit(MAX_CITIES);
  return rows.map((r) => r.city);
}
