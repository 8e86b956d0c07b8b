import {
  CAPAIAN_PERCENT_MAX,
  capaianPeriodName,
  MONTH_LABELS,
  PERSENTASE_CAPAIAN_DESCRIPTOR,
  STAFF_CATEGORY_LABELS,
  ZCreatePersentaseCapaianRequest,
  ZPersentaseCapaianRow,
  ZUpdatePersentaseCapaianRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const MONTHS = optionsOf(MONTH_LABELS);
const CATEGORIES = optionsOf(STAFF_CATEGORY_LABELS);

/**
 * '/admin/setting_persentase_capaian': the maximum capaian per staff category and month, or the
 * category's default (docs/kinerja.md).
 */
export const masterScreen = defineResourceScreen({
  row: ZPersentaseCapaianRow,
  create: ZCreatePersentaseCapaianRequest,
  update: ZUpdatePersentaseCapaianRequest,
  noun: 'Persentase Capaian',
  description:
    'Batas tertinggi capaian kinerja per kategori pegawai untuk satu bulan. Baris tanpa bulan dan tahun adalah default, berlaku untuk bulan yang tidak diatur sendiri.',
  itemLabel: (row) => `${STAFF_CATEGORY_LABELS[row.category]} – ${capaianPeriodName(row)}`,
  columns: columnsOf(PERSENTASE_CAPAIAN_DESCRIPTOR, [
    { field: 'year', width: 100, empty: 'Default' },
    { field: 'month', format: 'option', options: MONTHS, width: 130, empty: 'Semua bulan' },
    { field: 'category', format: 'option', options: CATEGORIES, width: 150 },
    { field: 'max_percent', format: 'percent', width: 170 },
    { field: 'source' },
    { field: 'is_active', width: 110 },
  ]),
  fields: [
    {
      name: 'category',
      label: 'Kategori pegawai',
      input: 'select',
      options: CATEGORIES,
      required: true,
    },
    {
      name: 'month',
      label: 'Bulan',
      input: 'select',
      options: MONTHS,
      width: 'half',
      description: 'Kosongkan bulan dan tahun untuk pengaturan default.',
    },
    { name: 'year', label: 'Tahun', input: 'number', min: 2000, max: 2100, width: 'half' },
    {
      name: 'max_percent',
      label: 'Maks. persentase capaian',
      input: 'percent',
      required: true,
      min: 0,
      max: CAPAIAN_PERCENT_MAX,
      step: 1,
      width: 'half',
    },
    { name: 'source', label: 'Dasar', input: 'text', placeholder: 'SK Direktur Nomor …' },
    { name: 'is_active', label: 'Aktif', input: 'switch' },
  ],
  defaults: {
    category: null,
    month: null,
    year: null,
    max_percent: 100,
    source: '',
    is_active: true,
  },
  filters: [
    { name: 'category', label: 'Kategori pegawai', options: CATEGORIES },
    { name: 'month', label: 'Bulan', options: MONTHS },
    ACTIVE_FILTER,
  ],
});
