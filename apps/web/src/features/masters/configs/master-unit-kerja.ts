import {
  UNIT_KERJA_DESCRIPTOR,
  UNIT_TIME_ZONE_LABELS,
  ZCreateUnitKerjaRequest,
  ZUnitKerjaRow,
  ZUpdateUnitKerjaRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const TIME_ZONES = optionsOf(UNIT_TIME_ZONE_LABELS);

/**
 * '/admin/master/unit_kerja': work units with their head and campus time zone, as a table or
 * (the 'Struktur' view) as the tree of parent units and sub-units.
 */
export const masterScreen = defineResourceScreen({
  row: ZUnitKerjaRow,
  create: ZCreateUnitKerjaRequest,
  update: ZUpdateUnitKerjaRequest,
  noun: 'Unit Kerja',
  description:
    'Susunan unit kerja (induk dan sub-unit), kepala unit, dan zona waktu kampus bila berbeda dari institusi.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  tree: {
    parentKey: 'parent_id',
    label: (row) => `${row.code} ${row.name}`,
    detail: (row) => (row.head_name ? `Kepala: ${row.head_name}` : 'Kepala unit belum ditetapkan'),
  },
  columns: columnsOf(UNIT_KERJA_DESCRIPTOR, [
    { field: 'code', width: 110 },
    { field: 'name' },
    { field: 'parent_name' },
    { field: 'head_name' },
    { field: 'time_zone', format: 'option', options: TIME_ZONES, width: 170 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    { name: 'code', label: 'Kode', input: 'text', required: true, width: 'half' },
    {
      name: 'time_zone',
      label: 'Zona waktu',
      input: 'select',
      options: TIME_ZONES,
      width: 'half',
      description: 'Kosongkan bila sama dengan zona waktu institusi.',
    },
    { name: 'name', label: 'Nama unit', input: 'text', required: true },
    {
      name: 'parent_id',
      label: 'Unit induk',
      input: 'reference',
      reference: {
        path: '/admin/master/unit_kerja',
        label: (row) => `${String(row.code)} ${String(row.name)}`,
        filters: { is_active: true },
      },
      description: 'Kosongkan untuk unit teratas.',
    },
    {
      name: 'head_user_id',
      label: 'Kepala unit',
      input: 'reference',
      reference: {
        path: '/admin/master/user',
        label: (row) => (row.nip ? `${String(row.name)} (${String(row.nip)})` : String(row.name)),
        filters: { status: 'active' },
      },
    },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    code: '',
    name: '',
    parent_id: null,
    head_user_id: null,
    time_zone: null,
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
