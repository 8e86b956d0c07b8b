/**
 * Kontrak kinerja (docs/kinerja.md "Kontrak kinerja"): the yearly contract (SKP) of a person in
 * a position, its lines with their monthly breakdown, the superior's decision, and the filling
 * windows of `/admin/lock` (kinds kontrak and realisasi).
 */
import { z } from 'zod';
import { ZApprovalStep } from '../approval.ts';
import { zDate, zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';
import { zMonth, zNote, zQuantity, zYear } from './fields.ts';

export const KONTRAK_STATUSES = ['draft', 'sent', 'returned', 'approved'] as const;
export type TKontrakStatus = (typeof KONTRAK_STATUSES)[number];
export const KONTRAK_STATUS_LABELS: Record<TKontrakStatus, string> = {
  draft: 'Draf',
  sent: 'Menunggu persetujuan atasan',
  returned: 'Dikembalikan untuk revisi',
  approved: 'Disetujui',
};

export const LINE_DUTY_KINDS = ['utama', 'tambahan'] as const;
export const LINE_DUTY_KIND_LABELS: Record<(typeof LINE_DUTY_KINDS)[number], string> = {
  utama: 'Tugas Utama (Mandiri)',
  tambahan: 'Tugas Tambahan',
};

/** The original's badge of a line (KontrakKinerjaScreen.js). */
export const LINE_BADGES = ['LENGKAPI DATA', 'BELUM BREAKDOWN', 'LENGKAP'] as const;
export type TLineBadge = (typeof LINE_BADGES)[number];

export const BREAKDOWN_MODES = ['manual', 'even', 'working_days'] as const;

export { KONTRAK_YEAR_MAX, KONTRAK_YEAR_MIN, zYear } from './fields.ts';

export const ZKontrakYearQuery = z.object({ year: zYear() });
export const ZCreateKontrakRequest = z.object({ year: zYear() });

/** A line as the person writes it; the uraian's numbers fill what is left out. */
export const ZKontrakLineRequest = z
  .object({
    task_description_id: zId('Uraian tidak valid').nullish(),
    proposed_name: z
      .string()
      .trim()
      .max(500, 'Nama kegiatan paling banyak 500 karakter')
      .nullish()
      .transform((v) => v || null),
    duty_kind: z.enum(LINE_DUTY_KINDS, { error: 'Jenis tugas tidak valid' }).optional(),
    measurement_unit_id: zId('Satuan tidak valid').nullish(),
    quantity: zQuantity(1_000_000, 'Kuantitas'),
    quality: zQuantity(100, 'Kualitas').optional(),
    months: z.coerce
      .number<number>({ error: 'Waktu harus berupa angka' })
      .int({ error: 'Waktu harus bilangan bulat' })
      .min(0, { error: 'Waktu tidak boleh negatif' })
      .max(12, { error: 'Waktu paling banyak 12 bulan' })
      .optional(),
    weight: zQuantity(100, 'Bobot').optional(),
    work_hours: zQuantity(100_000, 'WPT').optional(),
    credit: zQuantity(100_000, 'Angka kredit').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.task_description_id && !v.proposed_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['proposed_name'],
        message: 'Pilih uraian dari daftar atau tulis nama kegiatan yang diusulkan',
      });
    }
    if (v.task_description_id && v.proposed_name) {
      ctx.addIssue({
        code: 'custom',
        path: ['proposed_name'],
        message: 'Isi salah satu: uraian dari daftar atau kegiatan usulan',
      });
    }
  });
export type TKontrakLineRequest = z.infer<typeof ZKontrakLineRequest>;

export const ZKontrakSpreadRequest = z.object({
  mode: z.enum(['even', 'working_days'], { error: 'Cara pembagian tidak valid' }),
  /** The months to spread over; default the first `months` months of the contract period. */
  months: z.array(zMonth()).min(1, 'Pilih minimal satu bulan').max(12).optional(),
});
export type TKontrakSpreadRequest = z.infer<typeof ZKontrakSpreadRequest>;

export const ZKontrakTargetsRequest = z.object({
  targets: z
    .array(z.object({ month: zMonth(), quantity: zQuantity(1_000_000, 'Target bulanan') }))
    .max(12, 'Paling banyak 12 bulan'),
});
export type TKontrakTargetsRequest = z.infer<typeof ZKontrakTargetsRequest>;

export const ZKontrakCumulativeRequest = z.object({
  is_cumulative: z.boolean({ error: 'Pilihan tidak valid' }),
});

export const ZKontrakCopyRequest = z.object({
  from_contract_id: zId('Kontrak sumber tidak valid'),
});

export type TKontrakCopyRequest = z.infer<typeof ZKontrakCopyRequest>;

export const ZKontrakSendRequest = z.object({ note: zNote() });

export const ZKontrakDecisionRequest = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Keputusan tidak valid' }),
    note: zNote(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.note) {
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Catatan revisi wajib diisi',
      });
    }
  });
export type TKontrakDecisionRequest = z.infer<typeof ZKontrakDecisionRequest>;

export const ZKontrakTarget = z.object({ month: z.number().int(), quantity: z.number() });

export const ZKontrakLine = z.object({
  id: z.number().int(),
  task_description_id: z.number().int().nullable(),
  name: z.string(),
  /** A new activity the person proposed (not from the position's catalogue). */
  is_proposed: z.boolean(),
  duty_kind: z.enum(LINE_DUTY_KINDS),
  measurement_unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  quantity: z.number(),
  quality: z.number(),
  months: z.number().int(),
  weight: z.number(),
  work_hours: z.number(),
  credit: z.number(),
  points: z.number(),
  is_cumulative: z.boolean(),
  breakdown_mode: z.enum(BREAKDOWN_MODES),
  targets: z.array(ZKontrakTarget),
  total_target: z.number().nullable(),
  badge: z.enum(LINE_BADGES),
});
export type TKontrakLine = z.infer<typeof ZKontrakLine>;

const ZPersonRef = z.object({
  id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
});

export const ZKinerjaWindowState = z.object({
  open: z.boolean(),
  opens_on: z.string().nullable(),
  closes_on: z.string().nullable(),
  /** Why filling is refused, or until when it is open. */
  message: z.string().nullable(),
});
export type TKinerjaWindowState = z.infer<typeof ZKinerjaWindowState>;

export const ZKontrak = z.object({
  id: z.number().int(),
  year: z.number().int(),
  status: z.enum(KONTRAK_STATUSES),
  person: ZPersonRef,
  position_name: z.string(),
  unit_name: z.string(),
  superior: ZPersonRef.nullable(),
  superior_position_name: z.string().nullable(),
  superior_unit_name: z.string().nullable(),
  period_start: z.string(),
  period_end: z.string(),
  note_from_superior: z.string().nullable(),
  note_to_superior: z.string().nullable(),
  sent_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  lines: z.array(ZKontrakLine),
  totals: z.object({
    weight_main: z.number(),
    work_hours: z.number(),
    credit: z.number(),
    /** The year's working hours of the person (from the calendar and jam kerja). */
    year_work_hours: z.number(),
    work_hours_percent: z.number(),
  }),
  history: z.array(ZApprovalStep),
  can: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    /** Sending approves at once: the head of the institution ('SETUJUI KONTRAK'). */
    self_approve: z.boolean(),
    cancel: z.boolean(),
    decide: z.boolean(),
  }),
  /** What stops sending, in Indonesian (empty when it may be sent). */
  send_problems: z.array(z.string()),
  window: ZKinerjaWindowState,
});
export type TKontrak = z.infer<typeof ZKontrak>;
export const ZKontrakResponse = z.object({ data: ZKontrak });

export const ZKontrakSummary = z.object({
  id: z.number().int(),
  year: z.number().int(),
  status: z.enum(KONTRAK_STATUSES),
  person: ZPersonRef,
  position_name: z.string(),
  unit_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  line_count: z.number().int(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TKontrakSummary = z.infer<typeof ZKontrakSummary>;

/** `GET user/kinerja?year=`: the caller's contracts of a year and the one of their position. */
export const ZKontrakYearResponse = z.object({
  data: z.object({
    year: z.number().int(),
    contract: ZKontrak.nullable(),
    contracts: z.array(ZKontrakSummary),
    /** Earlier contracts of the caller, to copy from. */
    earlier: z.array(ZKontrakSummary),
    can_create: z.boolean(),
    window: ZKinerjaWindowState,
  }),
});
export type TKontrakYearResponse = z.infer<typeof ZKontrakYearResponse>;

export const ZKontrakUraian = z.object({
  id: z.number().int(),
  name: z.string(),
  duty_kind: z.enum(LINE_DUTY_KINDS),
  measurement_unit_id: z.number().int(),
  unit_name: z.string().nullable(),
  default_quantity: z.number(),
  credit_points: z.number(),
  work_hours: z.number(),
  /** Already a line of the contract. */
  is_taken: z.boolean(),
});
export const ZKontrakUraianResponse = z.object({ data: z.array(ZKontrakUraian) });
export type TKontrakUraian = z.infer<typeof ZKontrakUraian>;

export const ZKontrakInboxRequest = ZListRequest.extend({
  year: zYear().optional(),
  status: z.enum(['sent', 'returned', 'approved', 'all']).optional().default('sent'),
});
export type TKontrakInboxRequest = z.infer<typeof ZKontrakInboxRequest>;

// ---- Filling windows (`/admin/lock`, kinds kontrak and realisasi) ----

export const KINERJA_WINDOW_KINDS = ['kontrak', 'realisasi'] as const;
export type TKinerjaWindowKind = (typeof KINERJA_WINDOW_KINDS)[number];

export const ZKinerjaWindowRequest = z
  .object({
    kind: z.enum(KINERJA_WINDOW_KINDS, { error: 'Jenis tidak valid' }),
    year: zYear(),
    month: zMonth(),
    opens_on: zDate({ min: '2000-01-01', max: '2100-12-31' }),
    closes_on: zDate({ min: '2000-01-01', max: '2100-12-31' }),
  })
  .superRefine((v, ctx) => {
    if (v.opens_on && v.closes_on && v.closes_on < v.opens_on) {
      ctx.addIssue({
        code: 'custom',
        path: ['closes_on'],
        message: 'Tanggal tutup tidak boleh sebelum tanggal buka',
      });
    }
  });
export type TKinerjaWindowRequest = z.infer<typeof ZKinerjaWindowRequest>;

export const ZKinerjaWindowListRequest = ZListRequest.extend({
  kind: z.enum(KINERJA_WINDOW_KINDS).optional(),
  year: zYear().optional(),
});

export const ZKinerjaWindow = z.object({
  id: z.number().int(),
  kind: z.enum(KINERJA_WINDOW_KINDS),
  year: z.number().int(),
  month: z.number().int(),
  opens_on: z.string(),
  closes_on: z.string(),
});
export type TKinerjaWindow = z.infer<typeof ZKinerjaWindow>;
export const ZKinerjaWindowResponse = z.object({ data: ZKinerjaWindow });
