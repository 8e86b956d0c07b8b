/**
 * The admin's kinerja monitors (docs/kinerja.md "Pemantauan"): who has and has not sent the
 * contract of a year or the realisation of a month (`/admin/kontrak/kirim`,
 * `/admin/realisasi/kirim`), and what waits for which superior and for how long
 * (`/admin/kontrak/konfirm`, `/admin/realisasi/konfirm`).
 */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';

export const KINERJA_MONITOR_KINDS = ['kontrak', 'realisasi'] as const;
export type TKinerjaMonitorKind = (typeof KINERJA_MONITOR_KINDS)[number];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const zMonitorYear = () =>
  z.coerce
    .number<number>({ error: 'Tahun tidak valid' })
    .int({ error: 'Tahun tidak valid' })
    .min(2000, { error: 'Tahun paling awal 2000' })
    .max(2100, { error: 'Tahun paling akhir 2100' });

const zMonitorMonth = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number>({ error: 'Bulan tidak valid' })
      .int({ error: 'Bulan tidak valid' })
      .min(1, { error: 'Bulan tidak valid' })
      .max(12, { error: 'Bulan tidak valid' })
      .optional(),
  );

/** The period and unit a monitor reads; `month` is required for realisasi (422 on month). */
export const ZKinerjaMonitorScope = z.object({
  year: zMonitorYear(),
  month: zMonitorMonth(),
  unit_id: z.preprocess(blankToUndefined, zId().optional()),
});
export type TKinerjaMonitorScope = z.infer<typeof ZKinerjaMonitorScope>;

/** Where a person's contract or month stands, as the monitors name it. */
export const KINERJA_SEND_STATUSES = [
  'belum_dibuat',
  'draft',
  'returned',
  'sent',
  'approved',
  'confirmed',
] as const;
export type TKinerjaSendStatus = (typeof KINERJA_SEND_STATUSES)[number];

export const KINERJA_SEND_STATUS_LABELS: Record<TKinerjaSendStatus, string> = {
  belum_dibuat: 'Belum dibuat',
  draft: 'Draf',
  returned: 'Dikembalikan',
  sent: 'Menunggu atasan',
  approved: 'Disetujui',
  confirmed: 'Dikonfirmasi',
};

/** `POST admin/{kontrak|realisasi}/kirim/list`: tab belum (not sent) or sudah (sent). */
export const ZKinerjaSendListRequest = ZListRequest.extend({
  ...ZKinerjaMonitorScope.shape,
  tab: z.enum(['belum', 'sudah'], { error: 'Pilihan tidak valid' }).default('belum'),
});
export type TKinerjaSendListRequest = z.infer<typeof ZKinerjaSendListRequest>;

export const ZKinerjaSendRow = z.object({
  user_id: z.number().int(),
  nip: z.string().nullable(),
  name: z.string(),
  position_name: z.string().nullable(),
  unit_name: z.string().nullable(),
  superior_name: z.string().nullable(),
  status: z.enum(KINERJA_SEND_STATUSES),
  /** When the contract or month last changed; null when there is none. */
  updated_at: z.string().nullable(),
});
export type TKinerjaSendRow = z.infer<typeof ZKinerjaSendRow>;

/** `POST admin/{kontrak|realisasi}/konfirm/list`: tab menunggu (waiting) or disetujui (decided). */
export const ZKinerjaConfirmListRequest = ZListRequest.extend({
  ...ZKinerjaMonitorScope.shape,
  tab: z.enum(['menunggu', 'disetujui'], { error: 'Pilihan tidak valid' }).default('menunggu'),
  superior_id: z.preprocess(blankToUndefined, zId().optional()),
});
export type TKinerjaConfirmListRequest = z.infer<typeof ZKinerjaConfirmListRequest>;

export const ZKinerjaConfirmRow = z.object({
  /** The contract's id, or the month's. */
  id: z.number().int(),
  user_id: z.number().int(),
  nip: z.string().nullable(),
  name: z.string(),
  position_name: z.string().nullable(),
  superior_id: z.number().int().nullable(),
  superior_nip: z.string().nullable(),
  superior_name: z.string().nullable(),
  sent_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  /** Whole days since it was sent, for what still waits. */
  waiting_days: z.number().int().nullable(),
  updated_at: z.string(),
});
export type TKinerjaConfirmRow = z.infer<typeof ZKinerjaConfirmRow>;

/** `POST admin/{kontrak|realisasi}/konfirm/atasan`: what waits, per superior. */
export const ZKinerjaSuperiorRow = z.object({
  superior_id: z.number().int().nullable(),
  superior_nip: z.string().nullable(),
  superior_name: z.string().nullable(),
  waiting: z.number().int(),
  /** Days the oldest of them has waited. */
  oldest_days: z.number().int(),
});
export type TKinerjaSuperiorRow = z.infer<typeof ZKinerjaSuperiorRow>;

/** `POST admin/{kontrak|realisasi}/kirim/pengingat`: remind everyone not sent in the scope. */
export const ZKinerjaReminderResponse = z.object({
  data: z.object({ message: z.string(), count: z.number().int() }),
});

/** `GET admin/{kontrak|realisasi}/kirim/pengingat`: the last reminder of the scope. */
export const ZKinerjaLastReminderResponse = z.object({
  data: z
    .object({ at: z.string(), by_name: z.string().nullable(), count: z.number().int() })
    .nullable(),
});

/** `GET admin/kinerja/ringkasan`: the admin home's counts, each a link to its monitor. */
export const ZKinerjaCountsResponse = z.object({
  data: z.object({
    year: z.number().int(),
    /** The realisation month the counts are of: last month. */
    realisasi_year: z.number().int(),
    realisasi_month: z.number().int(),
    kontrak_belum_kirim: z.number().int(),
    kontrak_menunggu: z.number().int(),
    realisasi_belum_kirim: z.number().int(),
    realisasi_menunggu: z.number().int(),
  }),
});
export type TKinerjaCounts = z.infer<typeof ZKinerjaCountsResponse>['data'];
