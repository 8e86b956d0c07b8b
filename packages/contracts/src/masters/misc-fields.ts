/**
 * Field rules the misc-group masters share (unsur, uraian, dewas, nowa, flight training). Kept
 * out of the package index: the contracts built from them are the public surface.
 */
import { z } from 'zod';
import { zDate } from '../bounds.ts';

/** A decimal of at most `scale` places in [0, max], as stored in a numeric(p, scale) column. */
export const zDecimal = (max: number, scale: number) =>
  z
    .number()
    .min(0)
    .max(max)
    .refine(
      (v) => Math.abs(v * 10 ** scale - Math.round(v * 10 ** scale)) < 1e-6,
      `Maksimal ${scale} angka di belakang koma`,
    );

/** An optional date: blank or absent becomes null. */
export const zOptionalDate = () =>
  zDate()
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar year a record may plausibly refer to. */
export const zYear = () => z.number().int().min(1950).max(2100);
