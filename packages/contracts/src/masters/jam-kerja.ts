import { z } from 'zod';
import {
  minutesOfClock,
  zClock,
  zClockRow,
  zOptionalDate,
  zOptionalId,
  zWeekday,
} from './attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIdFilter,
  zIsActive,
  zRequiredText,
} from './master-fields.ts';

/**
 * Jam kerja: start and end on some weekdays, for everyone, one staff type or one unit. A row
 * with dates (Ramadan) overrides the undated default on the days it covers.
 */
export const ZJamKerjaRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: z.array(z.number().int()),
  start_time: zClockRow(),
  end_time: zClockRow(),
  break_minutes: z.number().int(),
  staff_type_id: z.number().int().nullable(),
  /** The staff type's name, for the list. */
  staff_type_name: z.string().nullable(),
  unit_id: z.number().int().nullable(),
  /** The unit as 'code name', for the list. */
  unit_name: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  is_active: z.boolean(),
});
export type TJamKerjaRow = z.infer<typeof ZJamKerjaRow>;

export const ZCreateJamKerjaRequest = z
  .object({
    name: zRequiredText(100),
    weekdays: z
      .array(zWeekday())
      .min(1)
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    start_time: zClock(),
    end_time: zClock(),
    /** Breaks are not working time (Perpres 21/2023 counts 37.5 hours without them). */
    break_minutes: z.number().int().min(0).max(240).optional().default(0),
    /** Only this staff type; null with a null unit means everyone. */
    staff_type_id: zOptionalId(),
    /** Only this unit. */
    unit_id: zOptionalId(),
    valid_from: zOptionalDate(),
    valid_to: zOptionalDate(),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    const length = minutesOfClock(value.end_time) - minutesOfClock(value.start_time);
    if (length <= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: 'Jam pulang harus setelah jam masuk',
      });
    } else if (value.break_minutes >= length) {
      ctx.addIssue({
        code: 'custom',
        path: ['break_minutes'],
        message: 'Istirahat harus lebih singkat dari jam kerja',
      });
    }
    if (value.staff_type_id !== null && value.unit_id !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['unit_id'],
        message: 'Pilih jenis pegawai atau unit kerja, tidak keduanya',
      });
    }
    if (value.valid_from && value.valid_to && value.valid_to < value.valid_from) {
      ctx.addIssue({
        code: 'custom',
        path: ['valid_to'],
        message: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
      });
    }
  });
export type TCreateJamKerjaRequest = z.input<typeof ZCreateJamKerjaRequest>;
export const ZUpdateJamKerjaRequest = ZCreateJamKerjaRequest;
export type TUpdateJamKerjaRequest = z.input<typeof ZUpdateJamKerjaRequest>;

export const JAM_KERJA_DESCRIPTOR = defineMasterDescriptor(ZJamKerjaRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 32 },
    { field: 'weekdays', label: 'Hari' },
    { field: 'start_time', label: 'Jam Masuk', sortable: true },
    { field: 'end_time', label: 'Jam Pulang' },
    { field: 'break_minutes', label: 'Istirahat (menit)', format: 'number' },
    { field: 'staff_type_name', label: 'Jenis Pegawai', exportWidth: 28 },
    { field: 'unit_name', label: 'Unit Kerja', exportWidth: 40 },
    { field: 'valid_from', label: 'Berlaku Mulai', sortable: true },
    { field: 'valid_to', label: 'Berlaku Sampai' },
    ACTIVE_FIELD,
  ],
  // Undated defaults first (PostgreSQL sorts nulls first when descending), then the newest variants.
  defaultSort: [
    ['valid_from', 'desc'],
    ['name', 'asc'],
  ],
});
export const JAM_KERJA_SORT_KEYS = JAM_KERJA_DESCRIPTOR.sortKeys;
export const JAM_KERJA_FILTERS = {
  staff_type_id: zIdFilter(),
  unit_id: zIdFilter(),
  is_active: zBooleanFilter(),
};
export const ZFindJamKerjaRequest = masterListRequest(JAM_KERJA_SORT_KEYS, JAM_KERJA_FILTERS);

/** Working minutes of a row on each of its days (end − start − break). */
export function dailyWorkMinutes(row: {
  start_time: string;
  end_time: string;
  break_minutes: number;
}): number {
  return minutesOfClock(row.end_time) - minutesOfClock(row.start_time) - row.break_minutes;
}
