/**
 * The parts the dated pay rates (tunjangan kinerja, PIR, uang makan) share: the date a rate
 * applies from, the regulation it comes from, and whether payroll uses it.
 */
import type {
  DescribedColumn,
  ResourceField,
} from '../../../../platform/resource-screen/resource-screen.api.ts';

/** Columns after a rate's own: from when, on what basis, and its status. */
export const DATED_RATE_COLUMNS: DescribedColumn<'valid_from' | 'source' | 'is_active'>[] = [
  { field: 'valid_from', format: 'date', width: 150 },
  { field: 'source' },
  { field: 'is_active', width: 110 },
];

export const VALID_FROM_FIELD: ResourceField = {
  name: 'valid_from',
  label: 'Berlaku mulai',
  input: 'date',
  required: true,
  width: 'half',
  description: 'Tarif baru dari peraturan baru: tambahkan baris, jangan ubah yang lama.',
};

/** The regulation field, with an example of that master's usual basis. */
export const sourceField = (placeholder: string): ResourceField => ({
  name: 'source',
  label: 'Dasar',
  input: 'text',
  placeholder,
  description: 'Peraturan atau keputusan yang menetapkan besaran ini.',
});

export const IN_CALCULATION_FIELD: ResourceField = {
  name: 'is_active',
  label: 'Aktif (dipakai dalam perhitungan)',
  input: 'switch',
};
