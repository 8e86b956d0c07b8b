/**
 * The six per-occurrence deductions (pemotongan_apel, _senam, _rapat, _mengajar, _lembur,
 * _gerbang) have one shape, so one contract serves them all: the screen's path fixes the kind,
 * and `pemotonganKegiatanScreen(kind)` gives what differs per screen.
 */
import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import { masterListRequest, zBooleanFilter, zIsActive, zRequiredText } from './master-fields.ts';
import { zPercent, zRupiah } from './pay-fields.ts';

export const PEMOTONGAN_KEGIATAN_KINDS = [
  'apel',
  'senam',
  'rapat',
  'mengajar',
  'lembur',
  'gerbang',
] as const;
export type PemotonganKegiatanKind = (typeof PEMOTONGAN_KEGIATAN_KINDS)[number];

/** What is missed or breached, as it reads after "Potongan …". */
export const PEMOTONGAN_KEGIATAN_KIND_LABELS = {
  apel: 'Apel',
  senam: 'Senam',
  rapat: 'Rapat',
  mengajar: 'Mengajar',
  lembur: 'Lembur',
  gerbang: 'Gerbang',
} as const satisfies Record<PemotonganKegiatanKind, string>;

const KIND_DESCRIPTIONS = {
  apel: 'tidak mengikuti apel atau upacara',
  senam: 'tidak mengikuti senam',
  rapat: 'tidak menghadiri rapat',
  mengajar: 'tidak melaksanakan jadwal mengajar',
  lembur: 'pelanggaran ketentuan lembur',
  gerbang: 'terlambat masuk melalui gerbang kampus',
} as const satisfies Record<PemotonganKegiatanKind, string>;

export const ZPemotonganKegiatanRow = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  /** Percent of the tunjangan kinerja per occurrence, or null when a fixed amount applies. */
  percentage: z.number().nullable(),
  /** Rupiah per occurrence, or null when a percentage applies. */
  amount: z.number().int().nullable(),
  /** Cap per month in percent (percentage basis); null = only the general 100 % cap. */
  monthly_cap_percentage: z.number().nullable(),
  /** Cap per month in rupiah (amount basis). */
  monthly_cap_amount: z.number().int().nullable(),
  is_active: z.boolean(),
});
export type TPemotonganKegiatanRow = z.infer<typeof ZPemotonganKegiatanRow>;

const nullable = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => (v === undefined ? null : v));

export const ZCreatePemotonganKegiatanRequest = z
  .object({
    // Blank is 'Wajib diisi' (zRequiredText); the pattern only judges what was typed.
    code: zRequiredText(16)
      .toUpperCase()
      .regex(/^$|^[A-Z0-9][A-Z0-9-]*$/, 'Kode berupa huruf, angka atau tanda -'),
    description: zRequiredText(500),
    percentage: nullable(zPercent()),
    amount: nullable(zRupiah()),
    monthly_cap_percentage: nullable(zPercent()),
    monthly_cap_amount: nullable(zRupiah()),
    is_active: zIsActive(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if ((value.percentage === null) === (value.amount === null)) {
      const message = 'Isi salah satu: persentase atau nominal per kejadian';
      issue('percentage', message);
      issue('amount', message);
      return;
    }
    if (value.percentage !== null) {
      if (value.monthly_cap_amount !== null) {
        issue('monthly_cap_amount', 'Potongan berupa persentase: batas diisi dalam persen');
      }
      if (
        value.monthly_cap_percentage !== null &&
        value.monthly_cap_percentage < value.percentage
      ) {
        issue(
          'monthly_cap_percentage',
          'Batas per bulan tidak boleh kurang dari potongan per kejadian',
        );
      }
      return;
    }
    if (value.monthly_cap_percentage !== null) {
      issue('monthly_cap_percentage', 'Potongan berupa nominal: batas diisi dalam rupiah');
    }
    if (value.monthly_cap_amount !== null && value.monthly_cap_amount < (value.amount ?? 0)) {
      issue('monthly_cap_amount', 'Batas per bulan tidak boleh kurang dari potongan per kejadian');
    }
  });
export type TCreatePemotonganKegiatanRequest = z.input<typeof ZCreatePemotonganKegiatanRequest>;
export const ZUpdatePemotonganKegiatanRequest = ZCreatePemotonganKegiatanRequest;
export type TUpdatePemotonganKegiatanRequest = z.input<typeof ZUpdatePemotonganKegiatanRequest>;

export const PEMOTONGAN_KEGIATAN_DESCRIPTOR = defineMasterDescriptor(ZPemotonganKegiatanRow, {
  fields: [
    { field: 'code', label: 'Kode', sortable: true },
    { field: 'description', label: 'Keterangan', sortable: true, exportWidth: 40 },
    { field: 'percentage', label: 'Potongan per Kejadian (%)', sortable: true, format: 'number' },
    { field: 'amount', label: 'Potongan per Kejadian (Rp)', sortable: true, format: 'rupiah' },
    { field: 'monthly_cap_percentage', label: 'Batas per Bulan (%)', format: 'number' },
    { field: 'monthly_cap_amount', label: 'Batas per Bulan (Rp)', format: 'rupiah' },
    ACTIVE_FIELD,
  ],
  defaultSort: [['code', 'asc']],
});
export const PEMOTONGAN_KEGIATAN_SORT_KEYS = PEMOTONGAN_KEGIATAN_DESCRIPTOR.sortKeys;
export const PEMOTONGAN_KEGIATAN_FILTERS = { is_active: zBooleanFilter() };
export const ZFindPemotonganKegiatanRequest = masterListRequest(
  PEMOTONGAN_KEGIATAN_SORT_KEYS,
  PEMOTONGAN_KEGIATAN_FILTERS,
);

/** What differs per kind: the screen path, its Indonesian label and its one-line description. */
export function pemotonganKegiatanScreen(kind: PemotonganKegiatanKind) {
  return {
    kind,
    path: `/admin/master/pemotongan_${kind}`,
    /** For server messages: 'Potongan apel tidak ditemukan.' */
    label: `Potongan ${PEMOTONGAN_KEGIATAN_KIND_LABELS[kind].toLowerCase()}`,
    /** For buttons and titles: 'Tambah Potongan Apel'. */
    noun: `Potongan ${PEMOTONGAN_KEGIATAN_KIND_LABELS[kind]}`,
    description: `Potongan tunjangan per kejadian ${KIND_DESCRIPTIONS[kind]}, dengan batas per bulan.`,
  } as const;
}
