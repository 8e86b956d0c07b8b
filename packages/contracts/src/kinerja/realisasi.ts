/**
 * Realisasi kinerja bulanan (docs/kinerja.md "Realisasi bulanan"): a month of a person's
 * approved contract — each line's target of the month (or the running target of a cumulative
 * line), the proposed and approved quantity and quality, evidence files, the month's additional
 * duties (tugas tambahan, with who ordered them) — sent to the superior of the month, who
 * adjusts the approved values and confirms or returns it. `/admin/tanggung_renteng` records a
 * month on a person's behalf.
 */
import { z } from 'zod';
import { ZApprovalStep } from '../approval.ts';
import { zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';
import { zMonth, zNote, zQuantity, zYear } from './fields.ts';
import { LINE_DUTY_KINDS, ZKinerjaWindowState } from './kontrak.ts';

export const REALISASI_STATUSES = ['draft', 'sent', 'returned', 'confirmed'] as const;
export type TRealisasiStatus = (typeof REALISASI_STATUSES)[number];
export const REALISASI_STATUS_LABELS: Record<TRealisasiStatus, string> = {
  draft: 'Draf',
  sent: 'Menunggu konfirmasi atasan',
  returned: 'Dikembalikan untuk revisi',
  confirmed: 'Dikonfirmasi',
};

export const ZRealisasiPeriod = z.object({ year: zYear(), month: zMonth() });
export type TRealisasiPeriod = z.infer<typeof ZRealisasiPeriod>;

/** One line's values: realisasi kuantitas and kualitas %. */
export const ZRealisasiValue = z.object({
  line_id: zId('Uraian tidak valid'),
  quantity: zQuantity(9_999_999, 'Realisasi').nullable(),
  quality: zQuantity(100, 'Kualitas').nullable(),
});
export type TRealisasiValue = z.infer<typeof ZRealisasiValue>;

export const ZRealisasiValuesRequest = ZRealisasiPeriod.extend({
  lines: z.array(ZRealisasiValue).max(200, 'Terlalu banyak uraian'),
});
export type TRealisasiValuesRequest = z.infer<typeof ZRealisasiValuesRequest>;

export const ZRealisasiEvidenceRequest = ZRealisasiPeriod.extend({
  line_id: zId('Uraian tidak valid'),
  file_id: z.string().uuid({ error: 'Berkas tidak ditemukan.' }),
});
export type TRealisasiEvidenceRequest = z.infer<typeof ZRealisasiEvidenceRequest>;

export const ZRealisasiTambahanRequest = ZRealisasiPeriod.extend({
  task_description_id: zId('Uraian tidak valid').nullish(),
  proposed_name: z
    .string()
    .trim()
    .max(500, 'Nama tugas paling banyak 500 karakter')
    .nullish()
    .transform((v) => v || null),
  measurement_unit_id: zId('Satuan tidak valid').nullish(),
  ordered_by_user_id: zId('Pemberi tugas tidak valid'),
  quantity: zQuantity(9_999_999, 'Jumlah').refine((v) => v > 0, 'Jumlah harus lebih dari 0'),
}).superRefine((v, ctx) => {
  if (!v.task_description_id && !v.proposed_name) {
    ctx.addIssue({
      code: 'custom',
      path: ['task_description_id'],
      message: 'Pilih uraian tugas tambahan atau tulis nama tugasnya',
    });
  }
});
export type TRealisasiTambahanRequest = z.infer<typeof ZRealisasiTambahanRequest>;

export const ZRealisasiSuperiorRequest = ZRealisasiPeriod.extend({
  /** Null: back to the contract's superior. */
  superior_user_id: zId('Atasan tidak valid').nullable(),
});
export const ZRealisasiSendRequest = ZRealisasiPeriod.extend({ note: zNote() });

export const ZRealisasiDecisionRequest = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Keputusan tidak valid' }),
    note: zNote(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Catatan revisi wajib diisi' });
    }
  });
export type TRealisasiDecisionRequest = z.infer<typeof ZRealisasiDecisionRequest>;

export const ZRealisasiApprovedRequest = z.object({
  lines: z.array(ZRealisasiValue).min(1, 'Tidak ada nilai').max(200, 'Terlalu banyak uraian'),
});

export const ZRealisasiInboxRequest = ZListRequest.extend({
  status: z.enum(['waiting', 'decided', 'all']).optional().default('waiting'),
  year: zYear().optional(),
});
export type TRealisasiInboxRequest = z.infer<typeof ZRealisasiInboxRequest>;

export const ZTanggungRentengQuery = ZRealisasiPeriod.extend({
  user_id: zId('Pegawai tidak valid'),
});
export const ZTanggungRentengRequest = ZTanggungRentengQuery.extend({
  note: z
    .string()
    .trim()
    .min(1, 'Alasan wajib diisi')
    .max(1000, 'Alasan paling banyak 1000 karakter'),
  lines: z.array(ZRealisasiValue).min(1, 'Tidak ada nilai').max(200, 'Terlalu banyak uraian'),
});
export type TTanggungRentengRequest = z.infer<typeof ZTanggungRentengRequest>;
export const ZPersonSearchQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
});

const ZPersonRef = z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() });
export type TRealisasiPerson = z.infer<typeof ZPersonRef>;

export const ZRealisasiEvidence = z.object({
  file_id: z.string(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});

export const ZRealisasiLine = z.object({
  line_id: z.number().int(),
  name: z.string(),
  duty_kind: z.enum(LINE_DUTY_KINDS),
  unit_name: z.string().nullable(),
  is_cumulative: z.boolean(),
  /** The month's target; for a cumulative line the running total up to the month. */
  target_quantity: z.number(),
  target_quality: z.number(),
  /** The running approved total before this month (cumulative lines), else null. */
  approved_before: z.number().nullable(),
  proposed_quantity: z.number().nullable(),
  proposed_quality: z.number().nullable(),
  approved_quantity: z.number().nullable(),
  approved_quality: z.number().nullable(),
  recorded_by_admin: z.boolean(),
  evidence: z.array(ZRealisasiEvidence),
});
export type TRealisasiLine = z.infer<typeof ZRealisasiLine>;

export const ZRealisasiTambahan = ZRealisasiLine.extend({
  points: z.number(),
  ordered_by: ZPersonRef.nullable(),
});
export type TRealisasiTambahan = z.infer<typeof ZRealisasiTambahan>;

export const ZRealisasiMonth = z.object({
  /** The kinerja_months row; null until something is saved for the month. */
  id: z.number().int().nullable(),
  contract_id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(REALISASI_STATUSES),
  person: ZPersonRef,
  position_name: z.string(),
  unit_name: z.string(),
  /** Who confirms the month: the acting superior when set, else the contract's. */
  superior: ZPersonRef.nullable(),
  is_acting_superior: z.boolean(),
  note_from_superior: z.string().nullable(),
  note_to_superior: z.string().nullable(),
  first_sent_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  lines: z.array(ZRealisasiLine),
  tambahan: z.array(ZRealisasiTambahan),
  history: z.array(ZApprovalStep),
  window: ZKinerjaWindowState,
  can: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    withdraw: z.boolean(),
    reset: z.boolean(),
    decide: z.boolean(),
  }),
});
export type TRealisasiMonth = z.infer<typeof ZRealisasiMonth>;
export const ZRealisasiMonthResponse = z.object({ data: ZRealisasiMonth });

export const ZRealisasiSummary = z.object({
  id: z.number().int(),
  contract_id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(REALISASI_STATUSES),
  person: ZPersonRef,
  position_name: z.string(),
  unit_name: z.string(),
  sent_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TRealisasiSummary = z.infer<typeof ZRealisasiSummary>;

export const ZTanggungRentengRow = z.object({
  month_id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(REALISASI_STATUSES),
  person: ZPersonRef,
  unit_name: z.string(),
  recorded_by: z.string().nullable(),
  lines: z.number().int(),
  updated_at: z.string(),
});
export type TTanggungRentengRow = z.infer<typeof ZTanggungRentengRow>;

export const ZPersonSearchResponse = z.object({ data: z.array(ZPersonRef) });
