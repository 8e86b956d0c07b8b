/**
 * Surat tugas (docs/surat-tugas.md): the assignment letter drafted at `/admin/surattugas`,
 * decided at `/surattugas/approval` (two levels: the head of general affairs, then the
 * director), and read by its travellers at `/user/administrasi_surat_tugas`.
 */
import { z } from 'zod';
import { ZApprovalState, ZApprovalStep } from './approval.ts';
import { refineDateRange, zDate, zId } from './bounds.ts';
import { PROVINCE_NAMES } from './masters/provinces.ts';
import { ZListRequest } from './pagination.ts';
import { CADET_PURPOSES } from './surat-tugas-cadet-rates.ts';

export const SURAT_TUGAS_STATUSES = [
  'draft',
  'pending',
  'returned',
  'approved',
  'cancelled',
] as const;
export type TSuratTugasStatus = (typeof SURAT_TUGAS_STATUSES)[number];
export const SURAT_TUGAS_STATUS_LABELS: Record<TSuratTugasStatus, string> = {
  draft: 'Draf',
  pending: 'Menunggu persetujuan',
  returned: 'Dikembalikan',
  approved: 'Disetujui',
  cancelled: 'Dibatalkan',
};

export const DESTINATION_KINDS = ['dalam_negeri', 'luar_negeri'] as const;
export const DESTINATION_KIND_LABELS: Record<(typeof DESTINATION_KINDS)[number], string> = {
  dalam_negeri: 'Dalam negeri',
  luar_negeri: 'Luar negeri',
};

/** Limits the form and the API share. */
export const SURAT_TUGAS_LIMITS = {
  number: 100,
  text: 2000,
  city: 100,
  transport: 100,
  copyLine: 200,
  copyLines: 20,
  travellers: 100,
  /** A letter covers at most this many days. */
  days: 366,
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zDay = zDate({ message: 'Tanggal tidak valid' });
const text = (max: number, label: string) =>
  z
    .string({ error: 'Wajib diisi' })
    .trim()
    .min(1, 'Wajib diisi')
    .max(max, `${label} paling banyak ${max} karakter`);
const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `${label} paling banyak ${max} karakter`).optional(),
  );

/** A traveller: a staff member (`user_id`) or a cadet (`cadet_id`), exactly one. */
export const ZSuratTugasTravellerInput = z
  .object({
    user_id: z.preprocess(blankToUndefined, zId('Pegawai tidak valid').optional()),
    cadet_id: z.preprocess(blankToUndefined, zId('Taruna tidak valid').optional()),
  })
  .refine((t) => (t.user_id === undefined) !== (t.cadet_id === undefined), {
    message: 'Pilih pegawai atau taruna',
    path: ['user_id'],
  });

/** `POST admin/surattugas` and `PUT admin/surattugas/:id`. */
export const ZSuratTugasInput = z
  .object({
    /** 'auto': the next number of the year from the pattern; 'manual': `number` as typed. */
    number_mode: z.enum(['auto', 'manual']).default('auto'),
    number: optionalText(SURAT_TUGAS_LIMITS.number, 'Nomor'),
    basis_id: z.preprocess(blankToUndefined, zId('Dasar tidak valid').optional()),
    basis: text(SURAT_TUGAS_LIMITS.text, 'Dasar'),
    purpose_id: z.preprocess(blankToUndefined, zId('Keperluan tidak valid').optional()),
    purpose: text(SURAT_TUGAS_LIMITS.text, 'Untuk'),
    letter_date: zDay,
    start_date: zDay,
    end_date: zDay,
    destination_kind: z.enum(DESTINATION_KINDS, { error: 'Pilihan tidak valid' }),
    province: z.preprocess(
      blankToUndefined,
      z.enum(PROVINCE_NAMES, { error: 'Provinsi tidak valid' }).optional(),
    ),
    city: text(SURAT_TUGAS_LIMITS.city, 'Kota'),
    country: optionalText(100, 'Negara'),
    transport: text(SURAT_TUGAS_LIMITS.transport, 'Kendaraan'),
    unit_id: zId('Unit tidak valid'),
    signer_user_id: zId('Penanda tangan tidak valid'),
    /**
     * The kind of cadet trip (praktik, lomba, lainnya), which picks the cadets' rate at
     * /admin/taruna. Kept only when a cadet travels; left out there, 'praktik'.
     */
    cadet_purpose: z.preprocess(
      blankToUndefined,
      z.enum(CADET_PURPOSES, { error: 'Jenis kegiatan taruna tidak valid' }).optional(),
    ),
    copy_to: z
      .array(text(SURAT_TUGAS_LIMITS.copyLine, 'Tembusan'))
      .max(SURAT_TUGAS_LIMITS.copyLines, `Tembusan paling banyak ${SURAT_TUGAS_LIMITS.copyLines}`)
      .default([]),
    travellers: z
      .array(ZSuratTugasTravellerInput)
      .min(1, 'Pilih minimal satu pegawai atau taruna')
      .max(SURAT_TUGAS_LIMITS.travellers, `Paling banyak ${SURAT_TUGAS_LIMITS.travellers} orang`),
  })
  .superRefine(refineDateRange('start_date', 'end_date', SURAT_TUGAS_LIMITS.days, 'Masa tugas'))
  .superRefine((v, ctx) => {
    if (v.number_mode === 'manual' && !v.number) {
      ctx.addIssue({ code: 'custom', path: ['number'], message: 'Nomor wajib diisi' });
    }
    if (v.destination_kind === 'dalam_negeri' && !v.province) {
      ctx.addIssue({ code: 'custom', path: ['province'], message: 'Provinsi wajib diisi' });
    }
    if (v.destination_kind === 'luar_negeri' && !v.country) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'Negara wajib diisi' });
    }
    const seen = new Set<string>();
    v.travellers.forEach((t, i) => {
      const key = t.user_id ? `u${t.user_id}` : `c${t.cadet_id}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['travellers', i, 'user_id'],
          message: 'Orang yang sama dipilih dua kali',
        });
      }
      seen.add(key);
    });
  });
export type TSuratTugasInput = z.input<typeof ZSuratTugasInput>;
export type TSuratTugasParsed = z.infer<typeof ZSuratTugasInput>;

export const ZSuratTugasTraveller = z.object({
  id: z.number().int(),
  kind: z.enum(['pegawai', 'taruna']),
  user_id: z.number().int().nullable(),
  cadet_id: z.number().int().nullable(),
  name: z.string(),
  /** NIP of a staff member, NIT of a cadet. */
  identifier: z.string().nullable(),
});
export type TSuratTugasTraveller = z.infer<typeof ZSuratTugasTraveller>;

/** A letter as lists and the form show it, with what the caller may do. */
export const ZSuratTugasRow = z.object({
  id: z.number().int(),
  year: z.number().int(),
  number: z.string(),
  is_automatic_number: z.boolean(),
  basis_id: z.number().int().nullable(),
  basis: z.string(),
  purpose_id: z.number().int().nullable(),
  purpose: z.string(),
  letter_date: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  destination_kind: z.enum(DESTINATION_KINDS),
  province: z.string().nullable(),
  city: z.string(),
  country: z.string().nullable(),
  /** 'Surabaya, Jawa Timur' or 'Tokyo, Jepang'. */
  destination: z.string(),
  transport: z.string(),
  unit: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  signer: z.object({ id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  copy_to: z.array(z.string()),
  /** The kind of cadet trip; null when no cadet travels. */
  cadet_purpose: z.enum(CADET_PURPOSES).nullable(),
  travellers: z.array(ZSuratTugasTraveller),
  status: z.enum(SURAT_TUGAS_STATUSES),
  approval: ZApprovalState.nullable(),
  history: z.array(ZApprovalStep),
  cancel_reason: z.string().nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_submit: z.boolean(),
  can_cancel: z.boolean(),
  can_decide: z.boolean(),
});
export type TSuratTugasRow = z.infer<typeof ZSuratTugasRow>;
export const ZSuratTugasResponse = z.object({ data: ZSuratTugasRow });

/** `POST admin/surattugas/list` (and the export's query): search, status and a period. */
export const ZSuratTugasListRequest = ZListRequest.extend({
  status: z.preprocess(blankToUndefined, z.enum(SURAT_TUGAS_STATUSES).optional()),
  /** The letter's unit (the unit whose code its number carries). */
  unit_id: z.preprocess(blankToUndefined, zId('Unit tidak valid').optional()),
  from: z.preprocess(blankToUndefined, zDay.optional()),
  to: z.preprocess(blankToUndefined, zDay.optional()),
});
export type TSuratTugasListRequest = z.infer<typeof ZSuratTugasListRequest>;
export const ZSuratTugasExportQuery = ZSuratTugasListRequest.omit({ per: true });

/** `GET <list>/units`: the units a letter list can be filtered by. */
export const ZSuratTugasUnitsResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});

/**
 * `POST surattugas/approval/list`: what waits for the caller, what they decided, or (holders of
 * `admin.surattugas`, who follow the queue) every letter sent.
 */
export const SURAT_TUGAS_APPROVAL_BOXES = ['waiting', 'decided', 'all'] as const;
export const ZSuratTugasApprovalListRequest = ZListRequest.extend({
  box: z.enum(SURAT_TUGAS_APPROVAL_BOXES).optional().default('waiting'),
});

/** `POST admin/surattugas/conflicts`: who is already away on those days. */
export const ZSuratTugasConflictRequest = z
  .object({
    start_date: zDay,
    end_date: zDay,
    user_ids: z.array(zId()).max(SURAT_TUGAS_LIMITS.travellers).default([]),
    cadet_ids: z.array(zId()).max(SURAT_TUGAS_LIMITS.travellers).default([]),
    /** The letter being edited, left out of the check. */
    exclude_id: z.preprocess(blankToUndefined, zId().optional()),
  })
  .superRefine(refineDateRange('start_date', 'end_date', SURAT_TUGAS_LIMITS.days, 'Masa tugas'));

export const ZSuratTugasConflict = z.object({
  name: z.string(),
  user_id: z.number().int().nullable(),
  cadet_id: z.number().int().nullable(),
  kind: z.enum(['cuti', 'surat_tugas']),
  /** 'Cuti Tahunan (disetujui)' or 'ST-3/BAUK/XII/2026 (menunggu persetujuan)'. */
  label: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export type TSuratTugasConflict = z.infer<typeof ZSuratTugasConflict>;
export const ZSuratTugasConflictResponse = z.object({ data: z.array(ZSuratTugasConflict) });

/** `POST surattugas/approval/:id/decide`. */
export const ZSuratTugasDecision = z
  .object({
    decision: z.enum(['approve', 'reject']),
    note: z.preprocess(
      blankToUndefined,
      z.string().trim().max(1000, 'Catatan paling banyak 1000 karakter').optional(),
    ),
    /** Approving despite conflicts: why (audited with the decision). */
    override_reason: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .min(5, 'Alasan minimal 5 karakter')
        .max(1000, 'Alasan paling banyak 1000 karakter')
        .optional(),
    ),
    /** The level the approver's screen shows (a request that moved on answers 409). */
    level: z.enum(['kabag', 'penjabat']).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Alasan pengembalian wajib diisi' });
    }
  });
export type TSuratTugasDecision = z.infer<typeof ZSuratTugasDecision>;

/** `POST admin/surattugas/:id/cancel`: the reason an approved letter is cancelled. */
export const ZSuratTugasCancel = z.object({
  reason: z
    .string({ error: 'Wajib diisi' })
    .trim()
    .min(5, 'Alasan minimal 5 karakter')
    .max(1000, 'Alasan paling banyak 1000 karakter'),
});

/** `GET admin/surattugas/options`: what the form's selects offer. */
export const ZSuratTugasOptions = z.object({
  bases: z.array(z.object({ id: z.number().int(), number: z.string(), about: z.string() })),
  purposes: z.array(z.object({ id: z.number().int(), description: z.string() })),
  positions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  units: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  levels: z.array(z.object({ step: z.number().int(), label: z.string(), holder: z.string() })),
  /** Holders of structural positions, who sign letters. */
  signers: z.array(z.object({ id: z.number().int(), name: z.string(), position: z.string() })),
});
export type TSuratTugasOptions = z.infer<typeof ZSuratTugasOptions>;

/** `GET admin/surattugas/people?search=`: staff and cadets to pick from. */
export const ZSuratTugasPeopleQuery = z.object({
  search: z.string().trim().max(100).optional().default(''),
});
export const ZSuratTugasPerson = z.object({
  kind: z.enum(['pegawai', 'taruna']),
  id: z.number().int(),
  name: z.string(),
  identifier: z.string().nullable(),
});
export type TSuratTugasPerson = z.infer<typeof ZSuratTugasPerson>;
export const ZSuratTugasPeople = z.object({ data: z.array(ZSuratTugasPerson) });

/** `GET|PUT admin/surattugas/levels`: the approval levels in order, each a position. */
export const ZSuratTugasLevelsInput = z.object({
  levels: z
    .array(
      z.object({
        label: z
          .string({ error: 'Wajib diisi' })
          .trim()
          .min(1, 'Wajib diisi')
          .max(100, 'Nama tingkat paling banyak 100 karakter'),
        position_id: zId('Jabatan tidak valid'),
      }),
    )
    .min(1, 'Minimal satu tingkat')
    .max(2, 'Paling banyak dua tingkat'),
});
export type TSuratTugasLevelsInput = z.infer<typeof ZSuratTugasLevelsInput>;
export const ZSuratTugasLevels = z.object({
  data: z.array(
    z.object({
      step: z.number().int(),
      label: z.string(),
      position_id: z.number().int(),
      position_name: z.string(),
    }),
  ),
});
