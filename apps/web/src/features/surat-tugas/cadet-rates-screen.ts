import {
  CADET_GOLONGAN_LABELS,
  CADET_PURPOSE_LABELS,
  CADET_RATE_DESCRIPTOR,
  CADET_RATE_LIMITS,
  CADET_RATE_MODE_LABELS,
  CADET_RATE_SCOPE_LABELS,
  SBM_YEAR_LIMITS,
  ZCadetRateRow,
  ZCreateCadetRateRequest,
  ZUpdateCadetRateRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../platform/resource-screen/resource-screen.api.ts';

const PURPOSES = optionsOf(CADET_PURPOSE_LABELS);
const MODES = optionsOf(CADET_RATE_MODE_LABELS);
const SCOPES = optionsOf(CADET_RATE_SCOPE_LABELS);
const GOLONGAN = optionsOf(CADET_GOLONGAN_LABELS);
const thisYear = new Date().getFullYear();

/** The API path of the rates; the screen is the 'Tarif Taruna' tab of '/admin/taruna'. */
export const CADET_RATES_PATH = '/admin/taruna/tarif';

/**
 * 'Tarif Taruna': how a cadet travelling under a surat tugas is paid, per year, kind of trip and
 * scope, as the Direktur's SK sets it (docs/surat-tugas.md "Surat tugas taruna").
 */
export const cadetRatesScreen = defineResourceScreen({
  row: ZCadetRateRow,
  create: ZCreateCadetRateRequest,
  update: ZUpdateCadetRateRequest,
  noun: 'Tarif Taruna',
  description:
    'Tarif perjalanan taruna menurut SK Direktur, per tahun dan jenis kegiatan: setara golongan PNS (semua komponen dari SBM golongan itu) atau uang saku per hari dengan penginapan dan tiket sampai batasnya. Rincian biaya taruna dihitung dari tarif tahun dan jenis kegiatan surat tugasnya.',
  itemLabel: (row) => `tarif ${CADET_PURPOSE_LABELS[row.purpose]} ${row.year}`,
  columns: columnsOf(CADET_RATE_DESCRIPTOR, [
    { field: 'year', width: 90, align: 'center' },
    { field: 'purpose', format: 'option', options: PURPOSES },
    { field: 'scope', format: 'option', options: SCOPES, width: 130 },
    { field: 'mode', format: 'option', options: MODES },
    { field: 'golongan', width: 110, align: 'center' },
    { field: 'daily_allowance', format: 'money', align: 'right' },
    { field: 'lodging_ceiling', format: 'money', align: 'right' },
    { field: 'sk_number' },
    { field: 'is_active', width: 110 },
  ]),
  fields: [
    {
      name: 'year',
      label: 'Tahun anggaran',
      input: 'number',
      required: true,
      min: SBM_YEAR_LIMITS.min,
      max: SBM_YEAR_LIMITS.max,
      width: 'half',
    },
    {
      name: 'purpose',
      label: 'Jenis kegiatan',
      input: 'select',
      options: PURPOSES,
      required: true,
      width: 'half',
    },
    {
      name: 'scope',
      label: 'Wilayah',
      input: 'select',
      options: SCOPES,
      required: true,
      width: 'half',
    },
    {
      name: 'mode',
      label: 'Cara pembayaran',
      input: 'select',
      options: MODES,
      required: true,
      width: 'half',
    },
    {
      name: 'golongan',
      label: 'Setara golongan',
      input: 'select',
      options: GOLONGAN,
      required: true,
      description:
        'Setara golongan: taruna dihitung seperti PNS golongan ini. Uang saku: batas tiket (kelas ekonomi) dan taksi golongan ini.',
    },
    {
      name: 'daily_allowance',
      label: 'Uang saku per hari',
      input: 'money',
      min: 0,
      max: CADET_RATE_LIMITS.daily,
      width: 'half',
      description: 'Hanya untuk uang saku.',
    },
    {
      name: 'lodging_ceiling',
      label: 'Batas penginapan per malam',
      input: 'money',
      min: 0,
      max: CADET_RATE_LIMITS.lodging,
      width: 'half',
      description: 'Hanya untuk uang saku; 0 bila penginapan disediakan.',
    },
    {
      name: 'sk_number',
      label: 'Nomor SK Direktur',
      input: 'text',
      required: true,
      width: 'half',
    },
    { name: 'sk_date', label: 'Tanggal SK', input: 'date', required: true, width: 'half' },
    { name: 'note', label: 'Keterangan', input: 'textarea' },
    { name: 'is_active', label: 'Aktif (dipakai pada perhitungan baru)', input: 'switch' },
  ],
  defaults: {
    year: thisYear,
    purpose: 'praktik',
    scope: 'dalam_negeri',
    mode: 'uang_saku',
    golongan: 'II',
    daily_allowance: null,
    lodging_ceiling: null,
    sk_number: '',
    sk_date: null,
    note: '',
    is_active: true,
  },
  filters: [
    {
      name: 'year',
      label: 'Tahun',
      options: [1, 0, -1, -2].map((offset) => {
        const year = String(thisYear + offset);
        return { value: year, label: year };
      }),
    },
    { name: 'purpose', label: 'Jenis kegiatan', options: PURPOSES },
    ACTIVE_FILTER,
  ],
});
