/**
 * The month lock (`/admin/lock`, docs/attendance.md "Month lock"): a locked month refuses every
 * change to its attendance with 409 until it is unlocked.
 */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';

export const ZLockRow = z.object({
  id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  unit_id: z.number().int().nullable(),
  /** Null: the lock holds for every unit. */
  unit_name: z.string().nullable(),
  note: z.string().nullable(),
  locked_by_name: z.string().nullable(),
  locked_at: z.string(),
});
export type TLockRow = z.infer<typeof ZLockRow>;

export const ZLockListRequest = ZListRequest.extend({
  year: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(2000).max(2100).optional(),
  ),
});

export const ZCreateLockRequest = z.object({
  year: z.coerce
    .number({ error: 'Wajib diisi' })
    .int()
    .min(2000, 'Tahun tidak valid')
    .max(2100, 'Tahun tidak valid'),
  month: z.coerce
    .number({ error: 'Wajib diisi' })
    .int()
    .min(1, 'Bulan tidak valid')
    .max(12, 'Bulan tidak valid'),
  /** Null or omitted: every unit. */
  unit_id: zId().nullish(),
  note: z.string().trim().max(500, 'Catatan paling banyak 500 karakter').nullish(),
});
export type TCreateLockRequest = z.infer<typeof ZCreateLockRequest>;

export const ZLockResponse = z.object({ data: ZLockRow });
