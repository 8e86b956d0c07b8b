import {
  BULAN_TAHUN_DESCRIPTOR,
  MONTH_LABELS,
  PAYROLL_PERIOD_STATUS_LABELS,
  payrollPeriodName,
  ZBulanTahunRow,
  ZCreateBulanTahunRequest,
  ZUpdateBulanTahunRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const MONTHS = optionsOf(MONTH_LABELS);
const STATUSES = optionsOf(PAYROLL_PERIOD_STATUS_LABELS);

/** '/admin/master/bulan_tahun': payroll periods; a locked one changes only by unlocking. */
export const masterScreen = defineResourceScreen({
  row: ZBulanTahunRow,
  create: ZCreateBulanTahunRequest,
  update: ZUpdateBulanTahunRequest,
  noun: 'Periode',
  description:
    'Periode penggajian (bulan dan tahun) dengan tanggal awal dan akhir rekap presensi. Periode terkunci tidak dapat diubah sebelum dibuka kembali.',
  itemLabel: (row) => payrollPeriodName(row),
  columns: columnsOf(BULAN_TAHUN_DESCRIPTOR, [
    { field: 'month', format: 'option', options: MONTHS, width: 130 },
    { field: 'year', width: 90 },
    { field: 'period_start', format: 'date', width: 150 },
    { field: 'period_end', format: 'date', width: 150 },
    { field: 'status', format: 'option', options: STATUSES, width: 140 },
    { field: 'note' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'month',
      label: 'Bulan',
      input: 'select',
      options: MONTHS,
      required: true,
      width: 'half',
    },
    {
      name: 'year',
      label: 'Tahun',
      input: 'number',
      min: 2000,
      max: 2100,
      required: true,
      width: 'half',
    },
    { name: 'period_start', label: 'Awal periode', input: 'date', required: true, width: 'half' },
    { name: 'period_end', label: 'Akhir periode', input: 'date', required: true, width: 'half' },
    {
      name: 'status',
      label: 'Status periode',
      input: 'select',
      options: STATUSES,
      required: true,
      description: 'Kunci setelah penggajian final.',
    },
    { name: 'note', label: 'Keterangan', input: 'textarea' },
    { name: 'is_active', label: 'Aktif', input: 'switch' },
  ],
  defaults: {
    month: null,
    year: new Date().getFullYear(),
    period_start: null,
    period_end: null,
    status: 'open',
    note: '',
    is_active: true,
  },
  filters: [{ name: 'status', label: 'Status periode', options: STATUSES }, ACTIVE_FILTER],
});
