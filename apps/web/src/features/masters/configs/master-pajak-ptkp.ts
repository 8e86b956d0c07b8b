import {
  PAJAK_PTKP_DESCRIPTOR,
  TER_CATEGORIES,
  ZCreatePajakPtkpRequest,
  ZPajakPtkpRow,
  ZUpdatePajakPtkpRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const TER = TER_CATEGORIES.map((c) => ({ value: c, label: `TER ${c}` }));

/** '/admin/master/pajak_ptkp': PTKP statuses, their yearly amount and TER category. */
export const masterScreen = defineResourceScreen({
  row: ZPajakPtkpRow,
  create: ZCreatePajakPtkpRequest,
  update: ZUpdatePajakPtkpRequest,
  noun: 'Status PTKP',
  canImport: true,
  description:
    'Penghasilan Tidak Kena Pajak per tahun (UU PPh Pasal 7) dan kategori tarif efektif rata-rata (PP 58/2023).',
  itemLabel: (row) => row.code,
  columns: columnsOf(PAJAK_PTKP_DESCRIPTOR, [
    { field: 'code', width: 130 },
    { field: 'description' },
    { field: 'yearly_amount', format: 'money', width: 170 },
    { field: 'ter_category', format: 'option', options: TER, width: 130 },
    { field: 'sort_order', format: 'number', width: 90 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'code',
      label: 'Status PTKP',
      input: 'text',
      required: true,
      placeholder: 'mis. K/1',
      description: 'TK/0 … K/3 atau K/I/0 … K/I/3.',
      width: 'half',
    },
    {
      name: 'ter_category',
      label: 'Kategori TER',
      input: 'select',
      options: TER,
      // Required except for K/I/*, which the contract checks with its own message.
      description: 'Kosongkan untuk K/I/…',
      width: 'half',
    },
    {
      name: 'description',
      label: 'Keterangan',
      input: 'text',
      required: true,
      placeholder: 'mis. Kawin, 1 tanggungan',
    },
    {
      name: 'yearly_amount',
      label: 'PTKP per tahun',
      input: 'money',
      required: true,
      min: 0,
      max: 10_000_000_000,
      width: 'half',
    },
    { name: 'sort_order', label: 'Urutan', input: 'number', min: 0, max: 999, width: 'half' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    code: '',
    description: '',
    yearly_amount: null,
    ter_category: null,
    sort_order: 0,
    is_active: true,
  },
  filters: [{ name: 'ter_category', label: 'TER', options: TER }, ACTIVE_FILTER],
});
