/**
 * Columns, fields and filters the seven SBM screens share (the web half of the server's
 * sbm-base.resource.ts), so each screen's config names only its key and its ceilings. Kept in a
 * subfolder: the registry loads configs/*.ts by route name, and this file is no screen.
 */
import { PROVINCE_NAMES, SBM_AMOUNT_LIMITS, SBM_YEAR_LIMITS } from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  type DescribedColumn,
  type ResourceField,
  type ResourceFilter,
} from '../../../../platform/resource-screen/resource-screen.api.ts';

const thisYear = new Date().getFullYear();

export const PROVINCE_OPTIONS = PROVINCE_NAMES.map((name) => ({ value: name, label: name }));

/** The budget years worth filtering on: the last three, this one and the next. */
export const YEAR_FILTER: ResourceFilter = {
  name: 'year',
  label: 'Tahun',
  options: [1, 0, -1, -2, -3].map((offset) => {
    const year = String(thisYear + offset);
    return { value: year, label: year };
  }),
};
export const PROVINCE_FILTER: ResourceFilter = {
  name: 'province',
  label: 'Provinsi',
  options: PROVINCE_OPTIONS,
};
export const SBM_FILTERS = [YEAR_FILTER, ACTIVE_FILTER];

// Headers and sortability come from each master's descriptor (columnsOf); these are the looks.
export const YEAR_COLUMN: DescribedColumn<'year'> = { field: 'year', width: 90, align: 'center' };
export const PROVINCE_COLUMN: DescribedColumn<'province'> = { field: 'province' };
export const SOURCE_COLUMN: DescribedColumn<'source'> = { field: 'source' };
export const STATUS_COLUMN: DescribedColumn<'is_active'> = { field: 'is_active', width: 110 };

/** A rupiah ceiling column. */
export const moneyColumn = <K extends string>(field: K): DescribedColumn<K> => ({
  field,
  format: 'money',
  align: 'right',
});
/** A US-dollar ceiling column. */
export const usdColumn = <K extends string>(field: K): DescribedColumn<K> => ({
  field,
  format: 'number',
  align: 'right',
});

export const YEAR_FIELD: ResourceField = {
  name: 'year',
  label: 'Tahun anggaran',
  input: 'number',
  required: true,
  min: SBM_YEAR_LIMITS.min,
  max: SBM_YEAR_LIMITS.max,
  width: 'half',
};
export const PROVINCE_FIELD: ResourceField = {
  name: 'province',
  label: 'Provinsi',
  input: 'select',
  options: PROVINCE_OPTIONS,
  required: true,
  width: 'half',
};
/** A rupiah ceiling; `optional` where the PMK may leave it empty. */
export const moneyField = (name: string, label: string, optional = false): ResourceField => ({
  name,
  label,
  input: 'money',
  required: !optional,
  min: 0,
  max: SBM_AMOUNT_LIMITS.rupiah,
  width: 'half',
});
/** A US-dollar ceiling with cents. */
export const usdField = (name: string, label: string, optional = false): ResourceField => ({
  name,
  label,
  input: 'number',
  required: !optional,
  min: 0,
  max: SBM_AMOUNT_LIMITS.usd,
  step: 0.01,
  suffix: 'USD',
  width: 'half',
});
/** The key of the ticket screens: a route between two cities. */
export const ROUTE_COLUMNS: DescribedColumn<'origin' | 'destination'>[] = [
  { field: 'origin' },
  { field: 'destination' },
];
export const ROUTE_FIELDS: ResourceField[] = [
  { name: 'origin', label: 'Kota asal', input: 'text', required: true, width: 'half' },
  { name: 'destination', label: 'Kota tujuan', input: 'text', required: true, width: 'half' },
];
export const routeItemLabel = (row: Record<string, unknown>) =>
  `${String(row.origin)}–${String(row.destination)} ${String(row.year)}`;

/** Where the amounts come from, and whether the row is in use; the last fields of every form. */
export const SBM_TRAILING_FIELDS: ResourceField[] = [
  {
    name: 'source',
    label: 'Dasar hukum',
    input: 'text',
    placeholder: 'PMK 32 Tahun 2025',
    description: 'Peraturan yang menetapkan besaran ini.',
  },
  { name: 'is_active', label: 'Aktif (dipakai pada perhitungan baru)', input: 'switch' },
];

/** A new row: this year, active, with the master's own empty amounts. */
export const sbmDefaults = (values: Record<string, unknown>) => ({
  year: thisYear,
  source: null,
  is_active: true,
  ...values,
});

/** How an SBM row is named in the delete question: 'DKI Jakarta 2026'. */
export const sbmItemLabel = (key: string) => (row: Record<string, unknown>) =>
  `${String(row[key])} ${String(row.year)}`;
