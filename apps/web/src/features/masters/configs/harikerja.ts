import {
  CALENDAR_DAY_KIND_LABELS,
  HARI_KERJA_DESCRIPTOR,
  MONTH_LABELS,
  ZCreateHariKerjaRequest,
  ZHariKerjaRow,
  ZUpdateHariKerjaRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import { WorkingCalendarView } from '../../calendar/calendar.api.ts';

const KINDS = optionsOf(CALENDAR_DAY_KIND_LABELS);
const thisYear = new Date().getFullYear();
// The seeded years and the ones around today.
const YEARS = [...new Set([2025, 2026, thisYear - 1, thisYear, thisYear + 1])]
  .sort((a, b) => a - b)
  .map((year) => ({ value: String(year), label: String(year) }));

const UNIT_REFERENCE = {
  path: '/admin/master/unit_kerja',
  label: (row: Record<string, unknown>) => `${String(row.code)} ${String(row.name)}`,
  filters: { is_active: true },
};

/** '/admin/harikerja': the working-day calendar (docs/calendar.md), as a table and a month. */
export const masterScreen = defineResourceScreen({
  row: ZHariKerjaRow,
  create: ZCreateHariKerjaRequest,
  update: ZUpdateHariKerjaRequest,
  noun: 'Hari Kerja',
  subject: 'Hari libur / hari kerja',
  description:
    'Libur nasional dan cuti bersama (SKB 3 Menteri, Keppres), libur unit, dan hari Sabtu/Minggu yang dijadikan hari kerja. Hari kerja dan cuti dihitung dari kalender ini.',
  itemLabel: (row) => `${row.name} (${row.date})`,
  deleteMessage: (name) =>
    `"${name}" akan dihapus dari kalender, sehingga tanggal itu kembali mengikuti hari kerja biasa. Untuk menonaktifkan sementara, ubah statusnya.`,
  columns: columnsOf(HARI_KERJA_DESCRIPTOR, [
    { field: 'date', format: 'date', width: 150 },
    { field: 'kind', format: 'option', options: KINDS, width: 170 },
    { field: 'name' },
    { field: 'unit_name', empty: 'Semua unit' },
    { field: 'source' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'date', label: 'Tanggal', input: 'date', required: true, width: 'half' },
    {
      name: 'kind',
      label: 'Jenis',
      input: 'select',
      options: KINDS,
      required: true,
      width: 'half',
    },
    {
      name: 'name',
      label: 'Nama / alasan',
      input: 'text',
      required: true,
      placeholder: 'Libur Pilkada',
    },
    {
      name: 'unit_id',
      label: 'Unit kerja',
      input: 'reference',
      reference: UNIT_REFERENCE,
      description:
        'Kosongkan untuk semua unit. Wajib untuk libur unit; libur nasional dan cuti bersama berlaku untuk semua.',
    },
    {
      name: 'source',
      label: 'Dasar hukum',
      input: 'text',
      placeholder: 'SKB 3 Menteri / Keppres / SK Direktur',
    },
    { name: 'is_active', label: 'Aktif (dipakai dalam perhitungan hari kerja)', input: 'switch' },
  ],
  defaults: {
    date: null,
    kind: 'libur_unit',
    name: '',
    unit_id: null,
    source: null,
    is_active: true,
  },
  filters: [
    { name: 'year', label: 'Tahun', options: YEARS },
    { name: 'month', label: 'Bulan', options: optionsOf(MONTH_LABELS) },
    { name: 'kind', label: 'Jenis', options: KINDS },
    { name: 'unit_id', label: 'Unit kerja', reference: UNIT_REFERENCE },
    ACTIVE_FILTER,
  ],
  // Opens on this month's calendar (issue 15: the table opened on January 2025, the first row).
  view: { value: 'kalender', label: 'Kalender', component: WorkingCalendarView, isDefault: true },
});
