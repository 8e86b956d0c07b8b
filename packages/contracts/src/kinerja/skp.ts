/**
 * SKP reports and the annual evaluation (docs/kinerja.md "SKP dan evaluasi tahunan"):
 * `/user/laporan/kontrak_kerja` (my contracts and, as a superior, my subordinates'),
 * `/admin/laporan/kontrak_kerja` (every contract), each contract's SKP as a PDF, and the
 * superior's yearly rating of an approved contract (PermenPANRB 6/2022).
 */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';
import { BERAKHLAK, EKSPEKTASI_RATINGS, PREDIKATS } from './capaian.ts';

export const SKP_CONTRACT_STATUSES = ['draft', 'sent', 'returned', 'approved'] as const;
export type TSkpContractStatus = (typeof SKP_CONTRACT_STATUSES)[number];
export const SKP_CONTRACT_STATUS_LABELS: Record<TSkpContractStatus, string> = {
  draft: 'Draf',
  sent: 'Menunggu atasan',
  returned: 'Dikembalikan',
  approved: 'Disetujui',
};

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const zSkpYear = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number>({ error: 'Tahun tidak valid' })
      .int({ error: 'Tahun tidak valid' })
      .min(2000, { error: 'Tahun paling awal 2000' })
      .max(2100, { error: 'Tahun paling akhir 2100' })
      .optional(),
  );

/** `POST user/laporan/kontrak_kerja/list`: mine (saya) or my subordinates' (bawahan). */
export const ZSkpUserListRequest = ZListRequest.extend({
  year: zSkpYear(),
  scope: z.enum(['saya', 'bawahan'], { error: 'Pilihan tidak valid' }).default('saya'),
});
export type TSkpUserListRequest = z.infer<typeof ZSkpUserListRequest>;

/** `POST admin/laporan/kontrak_kerja/list` and its Excel export (the same filters). */
export const ZSkpAdminListRequest = ZListRequest.extend({
  year: zSkpYear(),
  unit_id: z.preprocess(blankToUndefined, zId().optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(SKP_CONTRACT_STATUSES, { error: 'Pilihan tidak valid' }).optional(),
  ),
});
export type TSkpAdminListRequest = z.infer<typeof ZSkpAdminListRequest>;

export const ZSkpRow = z.object({
  id: z.number().int(),
  year: z.number().int(),
  user_id: z.number().int(),
  nip: z.string().nullable(),
  name: z.string(),
  position_name: z.string().nullable(),
  unit_name: z.string().nullable(),
  superior_name: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.enum(SKP_CONTRACT_STATUSES),
  result_rating: z.enum(EKSPEKTASI_RATINGS).nullable(),
  behaviour_rating: z.enum(EKSPEKTASI_RATINGS).nullable(),
  behaviour_notes: z.record(z.string(), z.string()).nullable(),
  predikat: z.enum(PREDIKATS).nullable(),
  evaluated_at: z.string().nullable(),
  /** Whether the caller may (re)rate it now (superior, approved, before the deadline). */
  can_evaluate: z.boolean(),
  /** The last day the evaluation may be given or changed ('YYYY-MM-DD'). */
  evaluation_deadline: z.string(),
});
export type TSkpRow = z.infer<typeof ZSkpRow>;

const NOTE_MAX = 1000;
const berakhlakCodes = BERAKHLAK.map((b) => b.code) as [string, ...string[]];

/** `PUT user/laporan/kontrak_kerja/:id/evaluasi`. */
export const ZSkpEvaluasiRequest = z.object({
  result_rating: z.enum(EKSPEKTASI_RATINGS, { error: 'Penilaian hasil kerja wajib dipilih' }),
  behaviour_rating: z.enum(EKSPEKTASI_RATINGS, { error: 'Penilaian perilaku kerja wajib dipilih' }),
  /** A note per BerAKHLAK value, optional; blank notes are dropped. */
  behaviour_notes: z
    .partialRecord(
      z.enum(berakhlakCodes, { error: 'Nilai BerAKHLAK tidak dikenal' }),
      z
        .string()
        .trim()
        .max(NOTE_MAX, { error: `Catatan paling panjang ${NOTE_MAX} karakter` }),
    )
    .optional()
    .default({}),
});
export type TSkpEvaluasiRequest = z.infer<typeof ZSkpEvaluasiRequest>;
export const SKP_NOTE_MAX = NOTE_MAX;

export const ZSkpEvaluasiResponse = z.object({
  data: z.object({ message: z.string(), row: ZSkpRow }),
});
export type TSkpEvaluasiResponse = z.infer<typeof ZSkpEvaluasiResponse>;

/**
 * The evaluation of year Y may be given or changed until the end of March of Y+1: the yearly
 * SKP is settled in the first quarter (angka kredit conversion, docs/kinerja.md).
 */
export function skpEvaluationDeadline(year: number): string {
  return `${year + 1}-03-31`;
}
