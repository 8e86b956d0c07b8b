/** The bounded fields the kinerja contracts share (contract, realisation, reports). */
import { z } from 'zod';

/** Years a contract may be made for. */
export const KONTRAK_YEAR_MIN = 2020;
export const KONTRAK_YEAR_MAX = 2100;

export const zYear = () =>
  z.coerce
    .number<number>({ error: 'Tahun tidak valid' })
    .int({ error: 'Tahun tidak valid' })
    .min(KONTRAK_YEAR_MIN, { error: `Tahun paling awal ${KONTRAK_YEAR_MIN}` })
    .max(KONTRAK_YEAR_MAX, { error: `Tahun paling akhir ${KONTRAK_YEAR_MAX}` });

export const zMonth = () =>
  z.coerce
    .number<number>({ error: 'Bulan tidak valid' })
    .int({ error: 'Bulan tidak valid' })
    .min(1, { error: 'Bulan tidak valid' })
    .max(12, { error: 'Bulan tidak valid' });

/** A quantity with two decimals, as the database keeps it. */
export const zQuantity = (max: number, label: string) =>
  z.coerce
    .number<number>({ error: `${label} harus berupa angka` })
    .min(0, { error: `${label} tidak boleh negatif` })
    .max(max, { error: `${label} paling banyak ${max}` })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      error: `${label} paling banyak dua angka di belakang koma`,
    });

export const zNote = (max = 1000) =>
  z
    .string()
    .trim()
    .max(max, `Catatan paling banyak ${max} karakter.`)
    .nullish()
    .transform((v) => v || null);
