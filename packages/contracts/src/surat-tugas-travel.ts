/**
 * Travel administration and payment of surat tugas (docs/surat-tugas.md "Administrasi
 * perjalanan" and "Pembayaran"): the cost plan per traveller from the SBM of the letter's year
 * (`/admin/administrasi_surat_tugas`), the traveller's actual costs and documents
 * (`/user/administrasi_surat_tugas`) and the payments (`/admin/pembayaran_surat_tugas`).
 */
import { z } from 'zod';
import { zDate, zId } from './bounds.ts';
import { PROVINCE_NAMES } from './masters/provinces.ts';
import { ZListRequest } from './pagination.ts';

export const TRAVEL_TRIP_KINDS = [
  'luar_kota',
  'dalam_kota_8jam',
  'diklat',
  'rapat_fullboard',
  'rapat_fullday',
  'rapat_halfday',
] as const;
export const TRAVEL_TRIP_KIND_LABELS: Record<(typeof TRAVEL_TRIP_KINDS)[number], string> = {
  luar_kota: 'Luar kota',
  dalam_kota_8jam: 'Dalam kota lebih dari 8 jam',
  diklat: 'Diklat',
  rapat_fullboard: 'Rapat paket fullboard',
  rapat_fullday: 'Rapat paket fullday',
  rapat_halfday: 'Rapat paket halfday',
};
export const TRAVEL_LODGING_MODES = ['hotel', 'tanpa_hotel', 'disediakan'] as const;
export const TRAVEL_LODGING_LABELS: Record<(typeof TRAVEL_LODGING_MODES)[number], string> = {
  hotel: 'Hotel (sesuai bukti)',
  tanpa_hotel: 'Tanpa bukti hotel (30% lumpsum)',
  disediakan: 'Disediakan penyelenggara',
};

export const TRAVEL_STATUSES = [
  'belum_direncanakan',
  'rencana',
  'uang_muka',
  'menunggu_pengembalian',
  'lunas',
] as const;
export type TTravelStatus = (typeof TRAVEL_STATUSES)[number];
export const TRAVEL_STATUS_LABELS: Record<TTravelStatus, string> = {
  belum_direncanakan: 'Belum ada rincian biaya',
  rencana: 'Rincian biaya, belum dibayar',
  uang_muka: 'Uang muka dibayar',
  menunggu_pengembalian: 'Menunggu pengembalian',
  lunas: 'Lunas',
};

export const TRAVEL_DOCUMENT_KINDS = ['boarding_pass', 'laporan', 'kuitansi', 'lainnya'] as const;
export const TRAVEL_DOCUMENT_LABELS: Record<(typeof TRAVEL_DOCUMENT_KINDS)[number], string> = {
  boarding_pass: 'Boarding pass / tiket',
  laporan: 'Laporan perjalanan',
  kuitansi: 'Kuitansi / bukti lain',
  lainnya: 'Lainnya',
};

export const TRAVEL_PAYMENT_KINDS = ['uang_muka', 'pelunasan', 'pengembalian'] as const;
export const TRAVEL_PAYMENT_LABELS: Record<(typeof TRAVEL_PAYMENT_KINDS)[number], string> = {
  uang_muka: 'Uang muka',
  pelunasan: 'Pelunasan (SPJ)',
  pengembalian: 'Pengembalian kelebihan',
};

/** The largest amount one line or payment may carry (Rp 10 billion). */
export const TRAVEL_MAX_AMOUNT = 10_000_000_000;

const zDay = zDate({ message: 'Tanggal tidak valid' });
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** Whole Rupiah, not negative, bounded. */
export const zRupiah = (label = 'Jumlah') =>
  z
    .number({ error: `${label} wajib angka` })
    .int(`${label} harus rupiah bulat`)
    .min(0, `${label} tidak boleh negatif`)
    .max(TRAVEL_MAX_AMOUNT, `${label} terlalu besar`);

export const ZTravelListRequest = ZListRequest.extend({
  status: z.preprocess(blankToUndefined, z.enum(TRAVEL_STATUSES).optional()),
  /** The letter's unit (the unit whose code its number carries). */
  unit_id: z.preprocess(blankToUndefined, zId('Unit tidak valid').optional()),
  from: z.preprocess(blankToUndefined, zDay.optional()),
  to: z.preprocess(blankToUndefined, zDay.optional()),
});
export type TTravelListRequest = z.infer<typeof ZTravelListRequest>;
export const ZTravelExportQuery = ZTravelListRequest.omit({ per: true });

/** One traveller of an approved letter, as the two admin lists show it. */
export const ZTravelRow = z.object({
  traveller_id: z.number().int(),
  travel_id: z.number().int().nullable(),
  letter_id: z.number().int(),
  number: z.string(),
  purpose: z.string(),
  destination: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  name: z.string(),
  /** 'taruna': a cadet, whose `nip` is their NIT and who is costed by the cadet rate. */
  kind: z.enum(['pegawai', 'taruna']),
  nip: z.string().nullable(),
  status: z.enum(TRAVEL_STATUSES),
  plan_total: z.number().nullable(),
  advance: z.number(),
  settled_total: z.number().nullable(),
  balance: z.number().nullable(),
  spj_due_date: z.string().nullable(),
  budget_account: z.string().nullable(),
});
export type TTravelRow = z.infer<typeof ZTravelRow>;

export const ZTravelLine = z.object({
  key: z.string(),
  component: z.string(),
  method: z.enum(['lumpsum', 'at_cost']),
  quantity: z.number(),
  unit: z.string(),
  ceiling: z.number().nullable(),
  planned: z.number(),
  rule: z.string(),
  source: z.string().nullable(),
  missing: z.string().nullable(),
  /** Reported by the traveller, or for a ticket line the tickets' net cost (below). */
  actual: z.number().nullable(),
  /** A ticket line the traveller has not reported: `actual` is the `/admin/pesawat` tickets' net cost. */
  actual_from_tickets: z.boolean(),
  receipt_file_id: z.string().nullable(),
  paid: z.number(),
  capped: z.boolean(),
  pengeluaran_riil: z.boolean(),
  unreported: z.boolean(),
});
export type TTravelLine = z.infer<typeof ZTravelLine>;

export const ZTravelPayment = z.object({
  id: z.number().int(),
  kind: z.enum(TRAVEL_PAYMENT_KINDS),
  /** Gross. */
  amount: z.number(),
  /** PPh withheld by the bendahara (docs/surat-tugas.md "Pajak"); 0 for civil servants' travel. */
  pph: z.number(),
  /** What the traveller received (or, for a return, handed back): amount − pph. */
  net: z.number(),
  budget_account: z.string(),
  paid_at: z.string(),
  receipt_number: z.string(),
});

export const ZTravelDetail = z.object({
  row: ZTravelRow,
  traveller: z.object({
    /** 'pegawai' (costed by their grade) or 'taruna' (costed by the cadet rate at /admin/taruna). */
    kind: z.enum(['pegawai', 'taruna']),
    user_id: z.number().int().nullable(),
    cadet_id: z.number().int().nullable(),
    position: z.string().nullable(),
    golongan: z.string().nullable(),
    official_rank: z.string().nullable(),
    /** A cadet: the letter's kind of cadet trip and the rate it picks ('… (SK Direktur …)'). */
    cadet_purpose: z.string().nullable(),
    cadet_rate: z.string().nullable(),
  }),
  days: z.number().int(),
  plan: z
    .object({
      trip_kind: z.enum(TRAVEL_TRIP_KINDS),
      lodging: z.enum(TRAVEL_LODGING_MODES),
      taxi_legs: z.array(z.string()),
      usd_rate: z.number().nullable(),
      sbm_year: z.number().int(),
      total: z.number(),
      missing: z.array(z.string()),
    })
    .nullable(),
  lines: z.array(ZTravelLine),
  /** What settleCosts pays now for the reported actual costs. */
  settlement: z.object({ planned: z.number(), paid: z.number(), riil: z.number().int() }),
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(TRAVEL_DOCUMENT_KINDS),
      file_id: z.string(),
      name: z.string(),
    }),
  ),
  payments: z.array(ZTravelPayment),
  /** What the traveller must still upload (Indonesian). */
  todo: z.array(z.string()),
});
export type TTravelDetail = z.infer<typeof ZTravelDetail>;
export const ZTravelDetailResponse = z.object({ data: ZTravelDetail });

export const ZTravellerParams = z.object({ id: zId('Data tidak ditemukan') });

/** `PUT admin/administrasi_surat_tugas/:travellerId/plan`. */
export const ZTravelPlanInput = z.object({
  trip_kind: z.enum(TRAVEL_TRIP_KINDS, { error: 'Pilih jenis perjalanan' }),
  lodging: z.enum(TRAVEL_LODGING_MODES, { error: 'Pilih penginapan' }),
  taxi_legs: z
    .array(z.enum(PROVINCE_NAMES, { error: 'Provinsi tidak dikenal' }))
    .max(8, 'Paling banyak 8 perjalanan taksi')
    .default([]),
  usd_rate: z.preprocess(
    blankToUndefined,
    z
      .number({ error: 'Kurs wajib angka' })
      .int('Kurs harus bulat')
      .min(1, 'Kurs harus positif')
      .max(1_000_000, 'Kurs terlalu besar')
      .optional(),
  ),
});
export type TTravelPlanInput = z.input<typeof ZTravelPlanInput>;
export type TTravelPlanParsed = z.output<typeof ZTravelPlanInput>;

/** `PUT user/administrasi_surat_tugas/:letterId/travel/actuals`: actual costs of at-cost lines. */
export const ZTravelActualsInput = z.object({
  lines: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(32),
        amount: zRupiah('Biaya riil'),
        file_id: z.preprocess(blankToUndefined, z.string().max(64).optional()),
      }),
    )
    .max(40),
});
export type TTravelActualsInput = z.input<typeof ZTravelActualsInput>;
export type TTravelActualsParsed = z.output<typeof ZTravelActualsInput>;

export const ZTravelDocumentInput = z.object({
  kind: z.enum(TRAVEL_DOCUMENT_KINDS, { error: 'Pilih jenis dokumen' }),
  file_id: z.string({ error: 'Unggah berkasnya' }).trim().min(1, 'Unggah berkasnya').max(64),
});

/**
 * PPh the bendahara withholds from a payment: 0 unless tax is due (travel costs of civil
 * servants are not PPh 21 objects); at most the payment's gross amount, checked by the server.
 */
const zPph = () => z.preprocess(blankToUndefined, zRupiah('PPh').default(0));

export const ZTravelAdvanceInput = z.object({
  amount: zRupiah('Uang muka').min(1, 'Uang muka harus lebih dari nol'),
  pph: zPph(),
  budget_account_id: zId('Pilih kode anggaran'),
  paid_at: zDay,
});
export type TTravelAdvanceParsed = z.output<typeof ZTravelAdvanceInput>;
/** What a client sends: `pph` left out is 0. */
export type TTravelAdvanceInput = Omit<TTravelAdvanceParsed, 'pph'> & { pph?: number };
export const ZTravelSettleInput = z.object({
  pph: zPph(),
  budget_account_id: zId('Pilih kode anggaran'),
  paid_at: zDay,
});
export type TTravelSettleParsed = z.output<typeof ZTravelSettleInput>;
export type TTravelSettleInput = Omit<TTravelSettleParsed, 'pph'> & { pph?: number };
export const ZTravelRefundInput = z.object({ paid_at: zDay });

export const ZTravelPaymentOptions = z.object({
  data: z.object({
    budget_accounts: z.array(z.object({ id: z.number().int(), label: z.string() })),
  }),
});
