import { z } from 'zod';
import { minutesOfClock, zClock, zClockRow, zOptionalDate, zWeekday } from './attendance-fields.ts';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';

/**
 * Jam apel and jam senam: a session on a weekday (every week) or on one date, with the time
 * the check-in opens, the last on-time minute and the time it closes. Both screens share it.
 */
export const ZSessionWindowRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** ISO weekday (1 = Monday); null when the window is for one date. */
  weekday: z.number().int().nullable(),
  on_date: z.string().nullable(),
  opens_at: zClockRow(),
  on_time_until: zClockRow(),
  closes_at: zClockRow(),
  is_active: z.boolean(),
});
export type TSessionWindowRow = z.infer<typeof ZSessionWindowRow>;

export const ZCreateSessionWindowRequest = z
  .object({
    name: zRequiredText(100),
    weekday: zWeekday()
      .nullish()
      .transform((v) => v ?? null),
    on_date: zOptionalDate(),
    opens_at: zClock(),
    on_time_until: zClock(),
    closes_at: zClock(),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    if (value.weekday === null && value.on_date === null) {
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Isi hari atau tanggal' });
    }
    if (value.weekday !== null && value.on_date !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['on_date'],
        message: 'Isi hari atau tanggal, tidak keduanya',
      });
    }
    const opens = minutesOfClock(value.opens_at);
    const onTime = minutesOfClock(value.on_time_until);
    const closes = minutesOfClock(value.closes_at);
    if (onTime < opens) {
      ctx.addIssue({
        code: 'custom',
        path: ['on_time_until'],
        message: 'Batas tepat waktu tidak boleh sebelum jam buka',
      });
    }
    if (closes < onTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['closes_at'],
        message: 'Jam tutup tidak boleh sebelum batas tepat waktu',
      });
    } else if (closes <= opens) {
      ctx.addIssue({
        code: 'custom',
        path: ['closes_at'],
        message: 'Jam tutup harus setelah jam buka',
      });
    }
  });
export type TCreateSessionWindowRequest = z.input<typeof ZCreateSessionWindowRequest>;
export const ZUpdateSessionWindowRequest = ZCreateSessionWindowRequest;
export type TUpdateSessionWindowRequest = z.input<typeof ZUpdateSessionWindowRequest>;

export const SESSION_WINDOW_DESCRIPTOR = defineMasterDescriptor(ZSessionWindowRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 28 },
    { field: 'weekday', label: 'Hari', sortable: true, format: 'number' },
    { field: 'on_date', label: 'Tanggal', sortable: true },
    { field: 'opens_at', label: 'Dibuka', sortable: true },
    { field: 'on_time_until', label: 'Tepat Waktu Sampai' },
    { field: 'closes_at', label: 'Ditutup' },
    ACTIVE_FIELD,
  ],
  defaultSort: [
    ['weekday', 'asc'],
    ['on_date', 'asc'],
  ],
});
export const SESSION_WINDOW_SORT_KEYS = SESSION_WINDOW_DESCRIPTOR.sortKeys;
export const SESSION_WINDOW_FILTERS = {
  weekday: zWeekday().optional(),
  is_active: zBooleanFilter(),
};
export const ZFindSessionWindowRequest = masterListRequest(
  SESSION_WINDOW_SORT_KEYS,
  SESSION_WINDOW_FILTERS,
);
