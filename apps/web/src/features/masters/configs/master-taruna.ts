import {
  TARUNA_DESCRIPTOR,
  TARUNA_STATUS_LABELS,
  ZCreateTarunaRequest,
  ZTarunaRow,
  ZUpdateTarunaRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const STATUSES = optionsOf(TARUNA_STATUS_LABELS);

/** '/admin/master/taruna': cadets, by NIT. */
export const masterScreen = defineResourceScreen({
  row: ZTarunaRow,
  create: ZCreateTarunaRequest,
  update: ZUpdateTarunaRequest,
  noun: 'Taruna',
  description: 'Data taruna: NIT, program studi, angkatan, kelas dan status.',
  itemLabel: (row) => `${row.nit} ${row.name}`,
  columns: columnsOf(TARUNA_DESCRIPTOR, [
    { field: 'nit', width: 140 },
    { field: 'name' },
    { field: 'programme' },
    { field: 'intake_year', width: 110 },
    { field: 'class_name', width: 110 },
    { field: 'status', format: 'option', options: STATUSES, width: 130 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'nit', label: 'NIT', input: 'text', required: true, width: 'half' },
    { name: 'name', label: 'Nama', input: 'text', required: true, width: 'half' },
    { name: 'programme', label: 'Program studi', input: 'text', required: true },
    {
      name: 'intake_year',
      label: 'Angkatan (tahun masuk)',
      input: 'number',
      required: true,
      min: 1950,
      max: 2100,
      width: 'half',
    },
    { name: 'class_name', label: 'Kelas', input: 'text', width: 'half' },
    {
      name: 'status',
      label: 'Status taruna',
      input: 'select',
      options: STATUSES,
      required: true,
      width: 'half',
    },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    nit: '',
    name: '',
    programme: '',
    intake_year: new Date().getFullYear(),
    class_name: '',
    status: 'aktif',
    is_active: true,
  },
  filters: [{ name: 'status', label: 'Status taruna', options: STATUSES }, ACTIVE_FILTER],
});
