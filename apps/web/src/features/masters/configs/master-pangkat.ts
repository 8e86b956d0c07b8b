import {
  PANGKAT_DESCRIPTOR,
  PANGKAT_KIND_LABELS,
  PNS_GROUPS,
  ZCreatePangkatRequest,
  ZPangkatRow,
  ZUpdatePangkatRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  optionsOf,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const KINDS = optionsOf(PANGKAT_KIND_LABELS);
const GROUPS = PNS_GROUPS.map((g) => ({ value: g, label: `Golongan ${g}` }));

/** '/admin/master/pangkat': PNS ranks I/a–IV/e and PPPK grades I–XVII. */
export const masterScreen = defineResourceScreen({
  row: ZPangkatRow,
  create: ZCreatePangkatRequest,
  update: ZUpdatePangkatRequest,
  noun: 'Pangkat',
  canImport: true,
  description:
    'Pangkat dan golongan/ruang PNS (I/a–IV/e) serta golongan PPPK (I–XVII) dengan golongan PNS yang setara.',
  itemLabel: (row) => `${row.code} ${row.name}`,
  columns: columnsOf(PANGKAT_DESCRIPTOR, [
    { field: 'code', width: 110 },
    { field: 'name' },
    { field: 'kind', format: 'option', options: KINDS, width: 90 },
    { field: 'pns_group', width: 140 },
    { field: 'sort_order', format: 'number', width: 90 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'kind',
      label: 'Jenis',
      input: 'select',
      options: KINDS,
      required: true,
      width: 'half',
    },
    {
      name: 'code',
      label: 'Golongan',
      input: 'text',
      required: true,
      placeholder: 'III/a atau IX',
      width: 'half',
    },
    { name: 'name', label: 'Nama pangkat', input: 'text', required: true },
    {
      name: 'pns_group',
      label: 'Setara golongan PNS',
      input: 'select',
      options: GROUPS,
      required: true,
      width: 'half',
      description: 'Dasar tunjangan yang dihitung per golongan (uang makan).',
    },
    { name: 'sort_order', label: 'Urutan', input: 'number', min: 0, max: 999, width: 'half' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { kind: 'pns', code: '', name: '', pns_group: 'III', sort_order: 0, is_active: true },
  filters: [{ name: 'kind', label: 'Jenis', options: KINDS }, ACTIVE_FILTER],
});
