import {
  JENIS_CUTI_DESCRIPTOR,
  LEAVE_APPROVAL_LEVEL_LABELS,
  LEAVE_ATTACHMENT_RULE_LABELS,
  LEAVE_DURATION_UNIT_LABELS,
  ZCreateJenisCutiRequest,
  ZJenisCutiRow,
  ZUpdateJenisCutiRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const UNITS = optionsOf(LEAVE_DURATION_UNIT_LABELS);
const ATTACHMENTS = optionsOf(LEAVE_ATTACHMENT_RULE_LABELS);
const LEVELS = optionsOf(LEAVE_APPROVAL_LEVEL_LABELS);

/**
 * '/admin/master/jenis_cuti': leave types of PP 11/2017. The staff types allowed are picked by
 * name (none: every type), shown in the list by the server's derived names.
 */
export const masterScreen = defineResourceScreen({
  row: ZJenisCutiRow,
  create: ZCreateJenisCutiRequest,
  update: ZUpdateJenisCutiRequest,
  noun: 'Jenis Cuti',
  description:
    'Jenis cuti menurut PP 11/2017 jo. PP 17/2020: lama maksimal, masa kerja minimal, lampiran, dan urutan konfirmasi.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(JENIS_CUTI_DESCRIPTOR, [
    { field: 'code', width: 90 },
    { field: 'name' },
    { field: 'max_duration', format: 'number', width: 100 },
    { field: 'duration_unit', format: 'option', options: UNITS, width: 130 },
    { field: 'min_service_months', format: 'number', width: 130 },
    { field: 'attachment_rule', format: 'option', options: ATTACHMENTS },
    { field: 'staff_type_names', empty: 'Semua jenis' },
    { field: 'approval_levels', format: 'option', options: LEVELS },
    { field: 'is_paid', format: 'boolean', width: 100 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'CT',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true, width: 'half' },
    {
      name: 'duration_unit',
      label: 'Satuan lama cuti',
      input: 'select',
      options: UNITS,
      required: true,
      width: 'half',
    },
    {
      name: 'max_duration',
      label: 'Lama maksimal',
      input: 'number',
      min: 1,
      width: 'half',
      description: 'Kosongkan bila tidak ada batas tetap (cuti bersama: Keppres).',
    },
    {
      name: 'min_service_months',
      label: 'Masa kerja minimal',
      input: 'number',
      min: 0,
      suffix: 'bulan',
      width: 'half',
    },
    { name: 'sort_order', label: 'Urutan', input: 'number', min: 0, max: 999, width: 'half' },
    {
      name: 'attachment_rule',
      label: 'Lampiran',
      input: 'select',
      options: ATTACHMENTS,
      required: true,
      width: 'half',
    },
    {
      name: 'attachment_above_days',
      label: 'Wajib lampiran bila lebih dari',
      input: 'number',
      min: 1,
      max: 365,
      suffix: 'hari',
      width: 'half',
    },
    { name: 'attachment_note', label: 'Keterangan lampiran', input: 'text' },
    {
      name: 'staff_type_ids',
      label: 'Jenis pegawai',
      input: 'references',
      reference: { path: '/admin/master/jenis_pegawai', filters: { is_active: true } },
      placeholder: 'Semua jenis pegawai',
      description: 'Kosongkan bila cuti ini dapat diambil semua jenis pegawai.',
    },
    {
      name: 'approval_levels',
      label: 'Konfirmasi oleh',
      input: 'multiselect',
      options: LEVELS,
      required: true,
      description: 'Dijalankan berurutan: kepegawaian, atasan langsung, kepala bagian, PYBMC.',
    },
    { name: 'description', label: 'Ketentuan', input: 'textarea' },
    { name: 'is_paid', label: 'Penghasilan tetap dibayar', input: 'switch' },
    { name: 'is_active', label: 'Aktif (dapat diajukan)', input: 'switch' },
  ],
  defaults: {
    code: '',
    name: '',
    duration_unit: 'working_days',
    max_duration: null,
    min_service_months: 0,
    sort_order: 0,
    attachment_rule: 'none',
    attachment_above_days: null,
    attachment_note: '',
    staff_type_ids: [],
    approval_levels: ['kepegawaian', 'atasan', 'penjabat'],
    description: '',
    is_paid: true,
    is_active: true,
  },
  filters: [{ name: 'duration_unit', label: 'Satuan', options: UNITS }, ACTIVE_FILTER],
});
