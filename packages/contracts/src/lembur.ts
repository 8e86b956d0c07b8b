/**
 * Lembur (docs/lembur.md): the overtime order (SPKL) a person or their superior asks for, decided
 * by the superior and then the authorised official; the overtime check-in and check-out against
 * an approved order; the monthly overtime list; and the year's rates and caps.
 */
import { z } from 'zod';
import { ZApprovalState, ZApprovalStatus, ZApprovalStep } from './approval.ts';
import { zDate, zId } from './bounds.ts';
import { PNS_GROUPS } from './masters/master-fields.ts';
import { ZListRequest } from './pagination.ts';

const zTime = z
  .string({ error: 'Wajib diisi' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam tidak valid (format JJ:MM)');
const zDay = zDate({ message: 'Tanggal tidak valid' });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `POST user/presensi_lembur`: for oneself, or (`user_id`) for a subordinate as their superior. */
export const ZCreateLemburRequest = z
  .object({
    user_id: z.preprocess(blankToUndefined, zId('Pegawai tidak valid').optional()),
    date: zDay,
    start_time: zTime,
    end_time: zTime,
    task: z
      .string({ error: 'Wajib diisi' })
      .trim()
      .min(5, 'Uraian pekerjaan minimal 5 karakter')
      .max(1000, 'Uraian pekerjaan paling banyak 1000 karakter'),
  })
  .superRefine((v, ctx) => {
    if (v.start_time && v.end_time && v.end_time <= v.start_time) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_time'],
        message: 'Jam selesai harus setelah jam mulai',
      });
    }
  });
export type TCreateLemburRequest = z.infer<typeof ZCreateLemburRequest>;

const ZPunchSide = z.object({
  at: z.string(),
  location_name: z.string().nullable(),
  distance_m: z.number().int().nullable(),
});

/** An order as lists show it, with its approval, its punches and what the caller may do. */
export const ZLemburRow = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  unit_name: z.string().nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  task: z.string(),
  ordered_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  check_in: ZPunchSide.nullable(),
  check_out: ZPunchSide.nullable(),
  created_at: z.string(),
  approval: ZApprovalState,
  history: z.array(ZApprovalStep),
  can_decide: z.boolean(),
  can_withdraw: z.boolean(),
});
export type TLemburRow = z.infer<typeof ZLemburRow>;
export const ZLemburResponse = z.object({ data: ZLemburRow });

export const LEMBUR_BOXES = ['mine', 'inbox'] as const;
const zStatusFilter = z.preprocess(blankToUndefined, ZApprovalStatus.optional());
const zMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan tidak valid (format TTTT-BB)');

/** `POST user/presensi_lembur/list`: the caller's orders, or those waiting for them. */
export const ZLemburListRequest = ZListRequest.extend({
  box: z.enum(LEMBUR_BOXES).optional().default('mine'),
  status: zStatusFilter,
});
export type TLemburListRequest = z.infer<typeof ZLemburListRequest>;

/** `POST admin/lembur/list`: every order, filtered. */
export const ZAdminLemburListRequest = ZListRequest.extend({
  status: zStatusFilter,
  unit_id: z.preprocess(blankToUndefined, zId().optional()),
  month: z.preprocess(blankToUndefined, zMonth.optional()),
});
export type TAdminLemburListRequest = z.infer<typeof ZAdminLemburListRequest>;

/** `POST user/presensi_lembur/:id/absen`: the browser's position; the server's clock decides the time. */
export const ZLemburPunchRequest = z.object({
  type: z.enum(['masuk', 'pulang'], { error: 'Jenis presensi tidak valid' }),
  latitude: z.number({ error: 'Lokasi wajib dikirim' }).min(-90).max(90),
  longitude: z.number({ error: 'Lokasi wajib dikirim' }).min(-180).max(180),
  accuracy: z.number({ error: 'Akurasi lokasi wajib dikirim' }).min(0).max(100_000),
});
export type TLemburPunchRequest = z.infer<typeof ZLemburPunchRequest>;

/** `GET user/presensi_lembur/today`: the approved orders of today (and yesterday's still open). */
export const ZLemburToday = z.object({
  server_time: z.string(),
  time_zone: z.string(),
  orders: z.array(ZLemburRow),
  locations: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      radius_m: z.number().int(),
    }),
  ),
});
export type TLemburToday = z.infer<typeof ZLemburToday>;

/** `GET user/presensi_lembur/bawahan`: the people the caller may order overtime for. */
export const ZLemburSubordinates = z.object({
  data: z.array(
    z.object({ user_id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  ),
});

/** `GET admin/lembur/rekap?year&month[&unit_id]` (and `/export`). */
export const ZLemburRekapQuery = z.object({
  year: z.coerce
    .number({ error: 'Tahun tidak valid' })
    .int()
    .min(2000, 'Tahun tidak valid')
    .max(2100, 'Tahun tidak valid'),
  month: z.coerce
    .number({ error: 'Bulan tidak valid' })
    .int()
    .min(1, 'Bulan tidak valid')
    .max(12, 'Bulan tidak valid'),
  unit_id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
});
export type TLemburRekapQuery = z.infer<typeof ZLemburRekapQuery>;

/** One day of a person's overtime, computed. */
export const ZLemburRekapDay = z.object({
  order_id: z.number().int(),
  date: z.string(),
  is_working_day: z.boolean(),
  /** Whole hours of the overlap of the order with the punches, before caps. */
  hours_worked: z.number().int(),
  hours_paid: z.number().int(),
  overtime_pay: z.number().int(),
  meal_pay: z.number().int(),
});

/** One person of the monthly overtime list. */
export const ZLemburRekapRow = z.object({
  user: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  unit_name: z.string().nullable(),
  pns_group: z.enum(PNS_GROUPS).nullable(),
  orders: z.number().int(),
  hours: z.number().int(),
  overtime_pay: z.number().int(),
  meal_pay: z.number().int(),
  gross: z.number().int(),
  tax_percent: z.number(),
  tax: z.number().int(),
  net: z.number().int(),
  /** Why nothing is paid though there were orders ('Golongan belum diisi', 'Tarif belum ada'). */
  note: z.string().nullable(),
  days: z.array(ZLemburRekapDay),
});
export type TLemburRekapRow = z.infer<typeof ZLemburRekapRow>;

export const ZLemburRekapResponse = z.object({
  year: z.number().int(),
  month: z.number().int(),
  locked: z.boolean(),
  rows: z.array(ZLemburRekapRow),
  totals: z.object({
    orders: z.number().int(),
    hours: z.number().int(),
    gross: z.number().int(),
    tax: z.number().int(),
    net: z.number().int(),
  }),
});
export type TLemburRekapResponse = z.infer<typeof ZLemburRekapResponse>;

const zHours = (max: number) =>
  z.coerce
    .number({ error: 'Wajib diisi' })
    .int('Harus bilangan bulat')
    .min(1, 'Minimal 1 jam')
    .max(max, `Paling banyak ${max} jam`);
const zRupiahAmount = z.coerce
  .number({ error: 'Wajib diisi' })
  .int('Harus bilangan bulat')
  .min(0, 'Tidak boleh negatif')
  .max(100_000_000, 'Terlalu besar');

/** The rules of a year: caps, the meal threshold, the holiday rate, and the rates per golongan. */
export const ZLemburTarif = z.object({
  year: z.coerce.number().int().min(2000, 'Tahun tidak valid').max(2100, 'Tahun tidak valid'),
  max_hours_workday: zHours(24),
  max_hours_holiday: zHours(24),
  max_hours_month: zHours(744),
  meal_min_hours: zHours(24),
  holiday_percent: z.coerce
    .number({ error: 'Wajib diisi' })
    .int('Harus bilangan bulat')
    .min(100, 'Minimal 100 %')
    .max(400, 'Paling banyak 400 %'),
  source: z.string().trim().max(500, 'Paling banyak 500 karakter').nullish(),
  rates: z
    .array(
      z.object({
        pns_group: z.enum(PNS_GROUPS),
        hourly_rate: zRupiahAmount,
        meal_rate: zRupiahAmount,
        tax_percent: z.coerce
          .number({ error: 'Wajib diisi' })
          .min(0, 'Tidak boleh negatif')
          .max(100, 'Paling banyak 100 %'),
      }),
    )
    .length(4, 'Isi tarif golongan I sampai IV')
    .refine(
      (rates) => new Set(rates.map((r) => r.pns_group)).size === 4,
      'Isi tarif golongan I sampai IV',
    ),
});
export type TLemburTarif = z.input<typeof ZLemburTarif>;

export const ZLemburTarifResponse = z.object({
  data: ZLemburTarif.extend({
    year: z.number().int(),
    /** The year whose rows were found (an earlier year's when this one has none); null: none. */
    from_year: z.number().int().nullable(),
    locked: z.boolean(),
  }),
});
export type TLemburTarifResponse = z.infer<typeof ZLemburTarifResponse>;
export const ZLemburTarifQuery = z.object({
  year: z.coerce
    .number({ error: 'Tahun tidak valid' })
    .int()
    .min(2000, 'Tahun tidak valid')
    .max(2100, 'Tahun tidak valid'),
});
