/**
 * Capaian kinerja (a person's monthly achievement) and the annual predikat (PermenPANRB
 * 6/2022). The arithmetic is the server's pure function, apps/server/src/modules/kinerja/
 * capaian.rules.ts; this file holds what the web shows and the API answers (docs/kinerja.md).
 */
import { z } from 'zod';
import { zId } from '../bounds.ts';
import { ZListRequest } from '../pagination.ts';
import { STAFF_CATEGORIES } from './capaian-settings.ts';

// ---------------------------------------------------------------------------------------------
// GET /api/v1/user/kinerja/capaian?year=YYYY&month=M

export const ZCapaianQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});
export type TCapaianQuery = z.infer<typeof ZCapaianQuery>;

/** GET /api/v1/admin/kinerja/capaian?year=&month=&user_id= (anyone's month, for the admin). */
export const ZCapaianAdminQuery = ZCapaianQuery.extend({ user_id: zId() });
export type TCapaianAdminQuery = z.infer<typeof ZCapaianAdminQuery>;

/** A month's status when the approved contract has no realisation row for the month yet. */
export const CAPAIAN_NO_MONTH_STATUS = 'belum_diisi';

/** Why a line gives nothing this month. */
export const CAPAIAN_LINE_REASONS = ['no_target', 'not_realised', 'not_approved'] as const;
export type CapaianLineReason = (typeof CAPAIAN_LINE_REASONS)[number];
export const CAPAIAN_LINE_REASON_LABELS = {
  no_target: 'Tidak ada target bulan ini (tidak dihitung)',
  not_realised: 'Belum ada realisasi disetujui',
  not_approved: 'Tugas tambahan belum disetujui',
} as const satisfies Record<CapaianLineReason, string>;

/** One main-duty line of the month: its figures and what it adds to capaian utama. */
export const ZCapaianMainLine = z.object({
  kind: z.literal('utama'),
  line_id: z.number().int(),
  name: z.string(),
  is_cumulative: z.boolean(),
  /** The line's weight (bobot, %) in the contract. */
  bobot: z.number(),
  /** Whether the line counts this month (it has a target this month). */
  counted: z.boolean(),
  reason: z.enum(CAPAIAN_LINE_REASONS).nullable(),
  /** The month's target, or the running total of targets up to the month (cumulative). */
  target_quantity: z.number(),
  /** Approved quantity of the month, or its running total up to the month (cumulative). */
  approved_quantity: z.number(),
  target_quality: z.number(),
  /** Approved quality (%), for a cumulative line the quantity-weighted mean up to the month. */
  approved_quality: z.number(),
  quantity_percent: z.number(),
  quality_percent: z.number(),
  /** The line's achievement (%), after the per-line cap. */
  achievement_percent: z.number(),
  /** The line's share of the month's weights (%), 0 when it does not count. */
  weight_percent: z.number(),
  /** What it adds to capaian utama (percentage points). */
  contribution: z.number(),
});
export type TCapaianMainLine = z.infer<typeof ZCapaianMainLine>;

/** One additional duty of the month. */
export const ZCapaianAdditionalLine = z.object({
  kind: z.literal('tambahan'),
  line_id: z.number().int(),
  name: z.string(),
  counted: z.boolean(),
  reason: z.enum(CAPAIAN_LINE_REASONS).nullable(),
  points: z.number(),
  approved_quantity: z.number(),
  /** Before the tambahan cap and the main-duty minimum (percentage points). */
  contribution: z.number(),
});
export type TCapaianAdditionalLine = z.infer<typeof ZCapaianAdditionalLine>;

/** Why tambahan counts as it does. */
export const TAMBAHAN_GATES = ['counted', 'capped', 'below_main_minimum'] as const;
export type TambahanGate = (typeof TAMBAHAN_GATES)[number];

/** When the month was sent against its deadline. */
export const SEND_TIMINGS = ['on_time', 'late', 'not_sent', 'no_deadline'] as const;
export type SendTiming = (typeof SEND_TIMINGS)[number];

export const ZCapaianMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** The realisation month's status, as the realisation module names it. */
  status: z.string(),
  category: z.enum(STAFF_CATEGORIES),
  /** Capaian utama (%), before any cap. */
  utama: z.number(),
  /** Capaian tambahan (%), before its cap and the main-duty minimum. */
  tambahan: z.number(),
  /** Added (positive) or taken (negative) for sending early or late (%). */
  reward_punishment: z.number(),
  /** utama + tambahan + reward_punishment, no cap. */
  total: z.number(),
  /** The final capaian (%) after the caps. */
  capped_total: z.number(),
  applied: z.object({
    /** Tambahan as it counts in capped_total. */
    tambahan_counted: z.number(),
    tambahan_gate: z.enum(TAMBAHAN_GATES),
    tambahan_max_percent: z.number().nullable(),
    main_min_percent: z.number().nullable(),
    category_max_percent: z.number().nullable(),
    send_timing: z.enum(SEND_TIMINGS),
    /** 'YYYY-MM-DD', or null without a deadline. */
    deadline: z.string().nullable(),
    sent_on: z.string().nullable(),
    days_late: z.number().int(),
  }),
  lines: z.array(z.discriminatedUnion('kind', [ZCapaianMainLine, ZCapaianAdditionalLine])),
});
export type TCapaianMonth = z.infer<typeof ZCapaianMonth>;
export const ZCapaianResponse = z.object({ data: ZCapaianMonth });
export type TCapaianResponse = z.infer<typeof ZCapaianResponse>;

// ---------------------------------------------------------------------------------------------
// Laporan capaian (docs/kinerja.md "Laporan capaian"): a person's year and the admin's list.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const zReportYear = () =>
  z.coerce
    .number<number>({ error: 'Tahun tidak valid' })
    .int({ error: 'Tahun tidak valid' })
    .min(2000, { error: 'Tahun paling awal 2000' })
    .max(2100, { error: 'Tahun paling akhir 2100' });

/** GET /api/v1/user/kinerja/capaian/tahun?year=YYYY (the logged-in person's twelve months). */
export const ZCapaianYearQuery = z.object({ year: zReportYear() });
export type TCapaianYearQuery = z.infer<typeof ZCapaianYearQuery>;

/** GET /api/v1/admin/kinerja/capaian/tahun?year=&user_id= (anyone's year, for the admin). */
export const ZCapaianYearAdminQuery = ZCapaianYearQuery.extend({
  user_id: zId('Pegawai tidak valid'),
});
export type TCapaianYearAdminQuery = z.infer<typeof ZCapaianYearAdminQuery>;

/**
 * The mean of the counted months: covered by an approved contract and already begun (the
 * month's first day is not after today on the institution's clock). Null when none is.
 */
export const ZCapaianAverage = z.object({
  months_counted: z.number().int(),
  utama: z.number(),
  tambahan: z.number(),
  /** Tambahan as it counts in the capped total. */
  tambahan_counted: z.number(),
  reward_punishment: z.number(),
  total: z.number(),
  capped_total: z.number(),
});
export type TCapaianAverage = z.infer<typeof ZCapaianAverage>;

export const ZCapaianYear = z.object({
  year: z.number().int(),
  user: z.object({ user_id: z.number().int(), name: z.string(), nip: z.string().nullable() }),
  /** Always twelve, January first; `capaian` null for a month without an approved contract. */
  months: z.array(z.object({ month: z.number().int(), capaian: ZCapaianMonth.nullable() })),
  average: ZCapaianAverage.nullable(),
});
export type TCapaianYear = z.infer<typeof ZCapaianYear>;
export const ZCapaianYearResponse = z.object({ data: ZCapaianYear });
export type TCapaianYearResponse = z.infer<typeof ZCapaianYearResponse>;

/** The admin report's period and unit: a month, or the whole year without one. */
export const ZCapaianReportFilter = z.object({
  year: zReportYear(),
  month: z.preprocess(
    blankToUndefined,
    z.coerce
      .number<number>({ error: 'Bulan tidak valid' })
      .int({ error: 'Bulan tidak valid' })
      .min(1, { error: 'Bulan tidak valid' })
      .max(12, { error: 'Bulan tidak valid' })
      .optional(),
  ),
  unit_id: z.preprocess(blankToUndefined, zId('Unit kerja tidak valid').optional()),
});
export type TCapaianReportFilter = z.infer<typeof ZCapaianReportFilter>;

/** POST /api/v1/admin/laporan/capaian_kinerja/list?page=N (and its export, as a query). */
export const ZCapaianReportListRequest = ZListRequest.extend(ZCapaianReportFilter.shape);
export type TCapaianReportListRequest = z.infer<typeof ZCapaianReportListRequest>;

/**
 * One person in the report: the month's figures, or for the whole year the mean of the counted
 * months (null figures when none is counted yet). Person, position, unit and category are those
 * of the month's contract, for the year of the last month covered.
 */
export const ZCapaianReportRow = z.object({
  user_id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
  position_name: z.string(),
  unit_name: z.string(),
  category: z.enum(STAFF_CATEGORIES),
  /** The month asked, or null for the whole year. */
  month: z.number().int().nullable(),
  utama: z.number().nullable(),
  tambahan: z.number().nullable(),
  tambahan_counted: z.number().nullable(),
  reward_punishment: z.number().nullable(),
  total: z.number().nullable(),
  capped_total: z.number().nullable(),
  /** The month's realisation status; null for the whole year (see the month counts). */
  status: z.string().nullable(),
  /** Months in the figures (1 for a month) and, of the months covered, those confirmed. */
  months_counted: z.number().int(),
  months_confirmed: z.number().int(),
});
export type TCapaianReportRow = z.infer<typeof ZCapaianReportRow>;

/** How the report and the screens name a month's realisation status. */
export const CAPAIAN_STATUS_LABELS: Record<string, string> = {
  belum_diisi: 'Belum diisi',
  draft: 'Draf',
  sent: 'Dikirim',
  returned: 'Dikembalikan',
  confirmed: 'Disetujui',
};

// ---------------------------------------------------------------------------------------------
// Annual evaluation: PermenPANRB 6/2022 (shared/domain/rules-next.md §1.2–1.4).

/** The superior's rating of results (hasil kerja) and of behaviour (perilaku kerja). */
export const EKSPEKTASI_RATINGS = ['di_bawah', 'sesuai', 'di_atas'] as const;
export type EkspektasiRating = (typeof EKSPEKTASI_RATINGS)[number];
export const EKSPEKTASI_RATING_LABELS = {
  di_bawah: 'Di Bawah Ekspektasi',
  sesuai: 'Sesuai Ekspektasi',
  di_atas: 'Di Atas Ekspektasi',
} as const satisfies Record<EkspektasiRating, string>;

/** The five predikat of the 3×3 grid. */
export const PREDIKATS = [
  'sangat_baik',
  'baik',
  'butuh_perbaikan',
  'kurang',
  'sangat_kurang',
] as const;
export type Predikat = (typeof PREDIKATS)[number];
export const PREDIKAT_LABELS = {
  sangat_baik: 'Sangat Baik',
  baik: 'Baik',
  butuh_perbaikan: 'Butuh Perbaikan',
  kurang: 'Kurang/Misconduct',
  sangat_kurang: 'Sangat Kurang',
} as const satisfies Record<Predikat, string>;

/**
 * Angka kredit of the year as a share of the rank's coefficient, by predikat (PermenPANRB
 * 1/2023 conversion; rules-next.md §1.4).
 */
export const PREDIKAT_ANGKA_KREDIT_PERCENT = {
  sangat_baik: 150,
  baik: 100,
  butuh_perbaikan: 75,
  kurang: 50,
  sangat_kurang: 25,
} as const satisfies Record<Predikat, number>;

/**
 * The grid, hasil kerja (rows) × perilaku kerja (columns), as published with PermenPANRB
 * 6/2022 (rules-next.md §1.3; agrees across five public implementations).
 */
export const PREDIKAT_GRID = {
  di_atas: { di_bawah: 'kurang', sesuai: 'baik', di_atas: 'sangat_baik' },
  sesuai: { di_bawah: 'kurang', sesuai: 'baik', di_atas: 'baik' },
  di_bawah: { di_bawah: 'sangat_kurang', sesuai: 'butuh_perbaikan', di_atas: 'butuh_perbaikan' },
} as const satisfies Record<EkspektasiRating, Record<EkspektasiRating, Predikat>>;

/** The predikat of a hasil kerja rating and a perilaku kerja rating. */
export function predikatOf(hasilKerja: EkspektasiRating, perilaku: EkspektasiRating): Predikat {
  return PREDIKAT_GRID[hasilKerja][perilaku];
}

/**
 * The seven BerAKHLAK core values of ASN behaviour (SE MenPANRB 20/2021; the perilaku kerja of
 * PermenPANRB 6/2022), with their key behaviours. No levels since 6/2022.
 */
export const BERAKHLAK = [
  {
    code: 'berorientasi_pelayanan',
    name: 'Berorientasi Pelayanan',
    behaviours: [
      'Memahami dan memenuhi kebutuhan masyarakat',
      'Ramah, cekatan, solutif, dan dapat diandalkan',
      'Melakukan perbaikan tiada henti',
    ],
  },
  {
    code: 'akuntabel',
    name: 'Akuntabel',
    behaviours: [
      'Melaksanakan tugas dengan jujur, bertanggung jawab, cermat, disiplin, dan berintegritas tinggi',
      'Menggunakan kekayaan dan barang milik negara secara bertanggung jawab, efektif, dan efisien',
      'Tidak menyalahgunakan kewenangan jabatan',
    ],
  },
  {
    code: 'kompeten',
    name: 'Kompeten',
    behaviours: [
      'Meningkatkan kompetensi diri untuk menjawab tantangan yang selalu berubah',
      'Membantu orang lain belajar',
      'Melaksanakan tugas dengan kualitas terbaik',
    ],
  },
  {
    code: 'harmonis',
    name: 'Harmonis',
    behaviours: [
      'Menghargai setiap orang apa pun latar belakangnya',
      'Suka menolong orang lain',
      'Membangun lingkungan kerja yang kondusif',
    ],
  },
  {
    code: 'loyal',
    name: 'Loyal',
    behaviours: [
      'Memegang teguh ideologi Pancasila, UUD 1945, setia kepada NKRI serta pemerintahan yang sah',
      'Menjaga nama baik sesama ASN, pimpinan, instansi, dan negara',
      'Menjaga rahasia jabatan dan negara',
    ],
  },
  {
    code: 'adaptif',
    name: 'Adaptif',
    behaviours: [
      'Cepat menyesuaikan diri menghadapi perubahan',
      'Terus berinovasi dan mengembangkan kreativitas',
      'Bertindak proaktif',
    ],
  },
  {
    code: 'kolaboratif',
    name: 'Kolaboratif',
    behaviours: [
      'Memberi kesempatan kepada berbagai pihak untuk berkontribusi',
      'Terbuka dalam bekerja sama untuk menghasilkan nilai tambah',
      'Menggerakkan pemanfaatan berbagai sumber daya untuk tujuan bersama',
    ],
  },
] as const;
export type BerakhlakCode = (typeof BERAKHLAK)[number]['code'];
