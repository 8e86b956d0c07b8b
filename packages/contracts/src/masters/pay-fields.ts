/**
 * Field rules the pay masters share (tunjangan kinerja, PIR, uang makan, pemotongan, UKT).
 * Kept out of the package index: the contracts built from them are the public surface.
 */
import { z } from 'zod';
import { zDate } from '../bounds.ts';
import { zOptionalText } from './master-fields.ts';
import { zDecimal } from './misc-fields.ts';

/** Integer rupiah, up to a trillion (far above any allowance or fee). */
export const zRupiah = () => z.number().int().min(0).max(1_000_000_000_000);

/** A percentage such as 1.25, at most 4 decimals (numeric(7,4)). */
export const zPercent = () => zDecimal(100, 4);

/** The date a rate applies from; a new regulation is a new row from its own date. */
export const zValidFrom = () => zDate();

/** The regulation a rate comes from, e.g. 'PMK 32 Tahun 2025'. */
export const zSource = () => zOptionalText(500);
