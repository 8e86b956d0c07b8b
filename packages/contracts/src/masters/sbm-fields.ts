/**
 * What the seven SBM (standar biaya masukan) masters share, so each master's own contract is its
 * key and its amounts only. Every SBM row is dated by budget year and cites the regulation its
 * amounts come from; amounts are ceilings (regulations.md 5.1), so never negative.
 */
import { z } from 'zod';
import { zBooleanFilter, zIsActive, zOptionalText, zRequiredText } from './master-fields.ts';

/** The budget years an SBM row may be for (the table's check constraint agrees). */
export const SBM_YEAR_LIMITS = { min: 2000, max: 2100 } as const;

/** Upper bounds that catch a mistyped extra digit while leaving room for any real ceiling. */
export const SBM_AMOUNT_LIMITS = { rupiah: 1_000_000_000, usd: 1_000_000 } as const;

/** The budget year a row applies to. */
export const zSbmYear = () => z.number().int().min(SBM_YEAR_LIMITS.min).max(SBM_YEAR_LIMITS.max);

/** A ceiling in whole rupiah. */
export const zRupiah = () =>
  z.number().int({ error: 'Rupiah ditulis bulat, tanpa sen' }).min(0).max(SBM_AMOUNT_LIMITS.rupiah);

/** A ceiling in rupiah the regulation may leave empty ('-' in the PMK table). */
export const zOptionalRupiah = () =>
  zRupiah()
    .nullish()
    .transform((v) => v ?? null);

/** A ceiling in US dollars with at most two decimals (the column is numeric(12, 2)). */
export const zUsd = () =>
  z
    .number()
    .min(0)
    .max(SBM_AMOUNT_LIMITS.usd)
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      'Maksimal 2 angka di belakang koma',
    );

/** A ceiling in US dollars the regulation may leave empty. */
export const zOptionalUsd = () =>
  zUsd()
    .nullish()
    .transform((v) => v ?? null);

/** The row fields every SBM master has besides its key and amounts. */
export const SBM_ROW_FIELDS = {
  id: z.number().int(),
  year: z.number().int(),
  /** The regulation the amounts come from, e.g. 'PMK 32 Tahun 2025'. */
  source: z.string().nullable(),
  is_active: z.boolean(),
};

/** The request fields every SBM master has (a fresh object per call: zod schemas are values). */
export const sbmRequestFields = () => ({
  year: zSbmYear(),
  source: zOptionalText(200),
  is_active: zIsActive(),
});

/** A year filter, from the list's JSON or the export's query string. */
export const zYearFilter = () =>
  z.coerce.number().int().min(SBM_YEAR_LIMITS.min).max(SBM_YEAR_LIMITS.max).optional();

/** Filters every SBM list has. */
export const sbmFilters = () => ({ year: zYearFilter(), is_active: zBooleanFilter() });

/**
 * A rule "this amount may not exceed that one" (in-city ≤ outside the city, economy ≤ business,
 * a lower grade's ceiling ≤ a higher grade's). Empty amounts are skipped.
 */
export interface CeilingOrder {
  field: string;
  notAbove: string;
  message: string;
}

/** The superRefine that checks a list of ceiling orders, blaming the lower field. */
export function checkCeilingOrder(rules: readonly CeilingOrder[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const rule of rules) {
      const lower = value[rule.field];
      const upper = value[rule.notAbove];
      if (typeof lower === 'number' && typeof upper === 'number' && lower > upper) {
        ctx.addIssue({ code: 'custom', path: [rule.field], message: rule.message });
      }
    }
  };
}

/** The key of the ticket tables: a route between two cities (return-ticket ceilings). */
export const SBM_ROUTE_ROW_FIELDS = { origin: z.string(), destination: z.string() };

/** Request fields of a route. */
export const sbmRouteFields = () => ({
  origin: zRequiredText(100),
  destination: zRequiredText(100),
});

/** A route leads somewhere else. */
export function checkRoute(value: { origin: string; destination: string }, ctx: z.RefinementCtx) {
  if (value.origin.toLowerCase() === value.destination.toLowerCase()) {
    ctx.addIssue({
      code: 'custom',
      path: ['destination'],
      message: 'Kota tujuan harus berbeda dari kota asal',
    });
  }
}
