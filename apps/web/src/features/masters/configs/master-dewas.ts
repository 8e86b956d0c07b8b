import {
  DEWAS_DESCRIPTOR,
  DEWAS_POSITION_LABELS,
  ZCreateDewasRequest,
  ZDewasRow,
  ZUpdateDewasRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const POSITIONS = optionsOf(DEWAS_POSITION_LABELS);

/** '/admin/master/dewas': supervisory board members, their decree, term and honorarium. */
export const masterScreen = defineResourceScreen({
  row: ZDewasRow,
  create: ZCreateDewasRequest,
  update: ZUpdateDewasRequest,
  noun: 'Anggota Dewan Pengawas',
  description: 'Anggota dewan pengawas: jabatan, instansi asal, SK, masa jabatan dan honorarium.',
  columns: columnsOf(DEWAS_DESCRIPTOR, [
    { field: 'name' },
    { field: 'board_position', format: 'option', options: POSITIONS, width: 120 },
    { field: 'institution', width: 200 },
    { field: 'decree_number', width: 180 },
    { field: 'term_start', format: 'date', width: 140 },
    { field: 'term_end', format: 'date', width: 140 },
    { field: 'monthly_honorarium', format: 'money', width: 160 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'name', label: 'Nama (dengan gelar)', input: 'text', required: true },
    {
      name: 'board_position',
      label: 'Jabatan',
      input: 'select',
      options: POSITIONS,
      required: true,
      width: 'half',
    },
    { name: 'institution', label: 'Instansi asal', input: 'text', width: 'half' },
    { name: 'decree_number', label: 'Nomor SK pengangkatan', input: 'text', required: true },
    {
      name: 'term_start',
      label: 'Awal masa jabatan',
      input: 'date',
      required: true,
      width: 'half',
    },
    { name: 'term_end', label: 'Akhir masa jabatan', input: 'date', required: true, width: 'half' },
    {
      name: 'monthly_honorarium',
      label: 'Honorarium per bulan',
      input: 'money',
      required: true,
      min: 0,
      width: 'half',
    },
    { name: 'is_active', label: 'Aktif', input: 'switch', width: 'half' },
  ],
  defaults: {
    name: '',
    board_position: 'anggota',
    institution: '',
    decree_number: '',
    term_start: null,
    term_end: null,
    monthly_honorarium: 0,
    is_active: true,
  },
  filters: [{ name: 'board_position', label: 'Jabatan', options: POSITIONS }, ACTIVE_FILTER],
});
