/**
 * The cities `/admin/pesawat`'s route fields suggest: those of the SBM routes of the chosen
 * traveller's letter (its year; the international SBM abroad), or of this year's domestic SBM
 * before a traveller is chosen, so a ticket's cities are typed as the ceiling's table spells them.
 */
import { ZFlightCitiesResponse, ZFlightTravellerRow } from '@sikerja/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

const TRAVELLERS = 'admin/pesawat/travellers';
const ZTravellerResponse = z.object({ data: ZFlightTravellerRow });

/** A `useSuggestions` hook of the ticket form's 'Kota asal' and 'Kota tujuan'. */
export function useFlightCities(values: Readonly<Record<string, unknown>>): readonly string[] {
  const travellerId = typeof values.traveller_id === 'number' ? values.traveller_id : null;
  const traveller = useQuery({
    // The reference select's key for the same row (reference-options.ts): one cache.
    queryKey: ['master', TRAVELLERS, 'detail', travellerId],
    queryFn: ({ signal }) =>
      api.get(`${TRAVELLERS}/${travellerId}`, ZTravellerResponse, { signal }),
    enabled: travellerId !== null,
    staleTime: 60_000,
  });
  const letter = traveller.data?.data;
  const year = letter?.year ?? new Date().getFullYear();
  const kind = letter?.destination_kind ?? 'dalam_negeri';
  const cities = useQuery({
    queryKey: ['master', 'admin/pesawat', 'cities', year, kind],
    queryFn: ({ signal }) =>
      api.get(`admin/pesawat/cities?year=${year}&destination_kind=${kind}`, ZFlightCitiesResponse, {
        signal,
      }),
    // Waits for the chosen traveller's letter rather than asking for this year meanwhile.
    enabled: travellerId === null || !traveller.isPending,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  return cities.data?.data ?? [];
}
