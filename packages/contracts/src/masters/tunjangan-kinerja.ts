import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive } from './master-fields.ts';
import { zRupiah, zSource, zValidFrom } from './pay-fields.ts';

/** Kelas jabatan 1–17 (Perpres 119/2018 Lampiran for Kemenhub). */
export const JOB_CLASS_MIN = 1;
export const JOB_CLASS_MAX = 17;
const zJobClass = () => z.number().int().min(JOB_CLASS_MIN).max(JOB_CLASS_MAX);

export const ZTunjanganKinerjaRow = z.object({
  id: z.number().int(),
  job_class: z.number().int(),
  /** 'YYYY-MM-DD': the amount applies from this date until the next row of the class. */
  valid_from: z.string(),
  /** Rupiah per month. */
  amount: z.number().int(),
  source: z.string().nullable(),
  is_active: z.boolean(),
});
export type TTunjanganKinerjaRow = z.infer<typeof ZTunjanganKinerjaRow>;

export const ZCreateTunjanganKinerjaRequest = z.object({
  job_class: zJobClass(),
  valid_from: zValidFrom(),
  amount: zRupiah(),
  source: zSource(),
  is_active: zIsActive(),
});
export type TCreateTunjanganKinerjaRequest = z.input<typeof ZCreateTunjanganKinerjaRequest>;
export const ZUpdateTunjanganKinerjaRequest = ZCreateTunjanganKinerjaRequest;
export type TUpdateTunjanganKinerjaRequest = z.input<typeof ZUpdateTunjanganKinerjaRequest>;

export const TUNJANGAN_KINERJA_DESCRIPTOR = defineMasterDescriptor(ZTunjanganKinerjaRow, {
  fields: [
    { field: 'job_class', label: 'Kelas Jabatan', sortable: true, format: 'number' },
    { field: 'valid_from', label: 'Berlaku Mulai', sortable: true },
    { field: 'amount', label: 'Tunjangan per Bulan', sortable: true, format: 'rupiah' },
    { field: 'source', label: 'Dasar', exportWidth: 40 },
    ACTIVE_FIELD,
  ],
  // The newest table first, highest class on top as in the Perpres annex.
  defaultSort: [
    ['valid_from', 'desc'],
    ['job_class', 'desc'],
  ],
});
export const TUNJANGAN_KINERJA_SORT_KEYS = TUNJANGAN_KINERJA_DESCRIPTOR.sortKeys;
export const TUNJANGAN_KINERJA_FILTERS = {
  job_class: z.coerce.number().int().min(JOB_CLASS_MIN).max(JOB_CLASS_MAX).optional(),
  is_active: zBooleanFilter(),
};
export const ZFindTunjanganKinerjaRequest = masterListRequest(
  TUNJANGAN_KINERJA_SORT_KEYS,
  TUNJANGAN_KINERJA_FILTERS,
);
