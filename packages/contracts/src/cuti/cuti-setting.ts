/** `/admin/cuti_setting`: the year's annual-leave parameters, opening balances, cuti bersama duty. */
import { z } from 'zod';
import { zDate, zId } from '../bounds.ts';

const smallCount = (label: string, max = 366) =>
  z.coerce
    .number({ error: `${label} wajib diisi.` })
    .int(`${label} harus bilangan bulat.`)
    .min(0, `${label} tidak boleh negatif.`)
    .max(max, `${label} paling besar ${max}.`);

export const ZCutiSetting = z.object({
  year: z.coerce.number().int().min(2000, 'Tahun tidak valid.').max(2100, 'Tahun tidak valid.'),
  entitlement: smallCount('Hak cuti tahunan', 60),
  max_carry_per_year: smallCount('Sisa per tahun', 60),
  max_total: smallCount('Jumlah paling banyak', 120),
  max_total_long: smallCount('Jumlah paling banyak (2 tahun tidak diambil)', 120),
  note: z.string().trim().max(500).nullish(),
});
export type TCutiSetting = z.infer<typeof ZCutiSetting>;

export const ZCutiSettingRow = ZCutiSetting.extend({
  /** False: no row for the year; the regulation's figures apply. */
  saved: z.boolean(),
});

export const ZOpeningBalance = z.object({
  user_id: z.coerce.number().int().positive({ error: 'Pegawai wajib dipilih.' }),
  year: z.coerce.number().int().min(2000).max(2100),
  carried_over: smallCount('Sisa cuti dibawa', 24),
  taken: smallCount('Cuti sudah diambil', 60),
  note: z.string().trim().max(500).nullish(),
});
export type TOpeningBalance = z.infer<typeof ZOpeningBalance>;

export const ZOpeningBalanceRow = ZOpeningBalance.extend({
  id: z.number().int(),
  user_name: z.string(),
  nip: z.string().nullable(),
  note: z.string().nullable(),
});
export type TOpeningBalanceRow = z.infer<typeof ZOpeningBalanceRow>;

export const ZBersamaDuty = z.object({
  user_id: z.coerce.number().int().positive({ error: 'Pegawai wajib dipilih.' }),
  date: zDate({ message: 'Tanggal tidak valid.' }),
  note: z.string().trim().max(500).nullish(),
});
export type TBersamaDuty = z.infer<typeof ZBersamaDuty>;

export const ZBersamaDutyRow = ZBersamaDuty.extend({
  id: z.number().int(),
  user_name: z.string(),
  nip: z.string().nullable(),
  note: z.string().nullable(),
});
export type TBersamaDutyRow = z.infer<typeof ZBersamaDutyRow>;

/** `/admin/laporan/cuti`: one row per person with the year's balance and leave taken per type. */
/** An optional id filter: the table sends null for 'all', the export leaves it out. */
const optionalId = z.preprocess((v) => (v === null || v === '' ? undefined : v), zId().optional());
const optionalDate = z.preprocess(
  (v) => (v === null || v === '' ? undefined : v),
  zDate().optional(),
);

export const ZCutiReportQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  unit_id: optionalId,
  jenis_cuti_id: optionalId,
  from: optionalDate,
  to: optionalDate,
  search: z.string().trim().max(200).optional(),
});
export type TCutiReportQuery = z.infer<typeof ZCutiReportQuery>;

export const ZCutiReportRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
  unit_name: z.string().nullable(),
  entitlement: z.number().int(),
  carried_over: z.number().int(),
  deferred: z.number().int(),
  taken: z.number().int(),
  pending: z.number().int(),
  remaining: z.number().int(),
  /** Days taken per leave type code in the period. */
  by_type: z.record(z.string(), z.number().int()),
});
export type TCutiReportRow = z.infer<typeof ZCutiReportRow>;
