import { z } from 'zod';
import { minutesOfClock, zClock, zClockRow } from './attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';

/** Shift: a work period for units outside the office day; it may run past midnight. */
export const ZShiftRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  start_time: zClockRow(),
  end_time: zClockRow(),
  crosses_midnight: z.boolean(),
  break_minutes: z.number().int(),
  is_active: z.boolean(),
});
export type TShiftRow = z.infer<typeof ZShiftRow>;

/** Length of a shift in minutes, across midnight when the end is before the start. */
export function shiftMinutes(start: string, end: string): number {
  return (minutesOfClock(end) - minutesOfClock(start) + 24 * 60) % (24 * 60);
}

export const ZCreateShiftRequest = z
  .object({
    code: z
      .string()
      .trim()
      .min(1)
      .max(16)
      .regex(/^[A-Za-z0-9_-]+$/, 'Hanya huruf, angka, - dan _')
      .transform((v) => v.toUpperCase()),
    name: zRequiredText(100),
    start_time: zClock(),
    end_time: zClock(),
    /** Derived from the times (end before start); if sent it must agree. */
    crosses_midnight: z.boolean().optional(),
    break_minutes: z.number().int().min(0).max(240).optional().default(0),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    const length = shiftMinutes(value.start_time, value.end_time);
    if (length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: 'Jam selesai tidak boleh sama dengan jam mulai',
      });
      return;
    }
    const crosses = value.end_time < value.start_time;
    if (value.crosses_midnight !== undefined && value.crosses_midnight !== crosses) {
      ctx.addIssue({
        code: 'custom',
        path: ['crosses_midnight'],
        message: crosses
          ? 'Jam selesai sebelum jam mulai: shift melewati tengah malam'
          : 'Jam selesai setelah jam mulai: shift tidak melewati tengah malam',
      });
    }
    if (value.break_minutes >= length) {
      ctx.addIssue({
        code: 'custom',
        path: ['break_minutes'],
        message: 'Istirahat harus lebih singkat dari lama shift',
      });
    }
  })
  .transform((value) => ({ ...value, crosses_midnight: value.end_time < value.start_time }));
export type TCreateShiftRequest = z.input<typeof ZCreateShiftRequest>;
export const ZUpdateShiftRequest = ZCreateShiftRequest;
export type TUpdateShiftRequest = z.input<typeof ZUpdateShiftRequest>;

export const SHIFT_DESCRIPTOR = defineMasterDescriptor(ZShiftRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 28 },
    { field: 'start_time', label: 'Jam Mulai', sortable: true },
    { field: 'end_time', label: 'Jam Selesai' },
    { field: 'crosses_midnight', label: 'Lewat Tengah Malam', format: 'boolean' },
    { field: 'break_minutes', label: 'Istirahat (menit)', format: 'number' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['start_time', 'asc']],
});
export const SHIFT_SORT_KEYS = SHIFT_DESCRIPTOR.sortKeys;
export const SHIFT_FILTERS = { crosses_midnight: zBooleanFilter(), is_active: zBooleanFilter() };
export const ZFindShiftRequest = masterListRequest(SHIFT_SORT_KEYS, SHIFT_FILTERS);
