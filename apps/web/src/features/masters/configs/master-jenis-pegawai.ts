import {
  JENIS_PEGAWAI_DESCRIPTOR,
  ZCreateJenisPegawaiRequest,
  ZJenisPegawaiRow,
  ZUpdateJenisPegawaiRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/jenis_pegawai': staff types and the pay components each receives. */
export const masterScreen = defineResourceScreen({
  row: ZJenisPegawaiRow,
  create: ZCreateJenisPegawaiRequest,
  update: ZUpdateJenisPegawaiRequest,
  noun: 'Jenis Pegawai',
  canImport: true,
  description:
    'Jenis pegawai (PNS, CPNS, PPPK, non-ASN, …) dan komponen penghasilan yang diterima masing-masing.',
  itemLabel: (row) => `${row.code} – ${row.name}`,
  columns: columnsOf(JENIS_PEGAWAI_DESCRIPTOR, [
    { field: 'code', width: 110 },
    { field: 'name' },
    { field: 'is_asn', format: 'boolean', width: 80 },
    { field: 'receives_tukin', format: 'boolean', width: 150 },
    { field: 'receives_meal_allowance', format: 'boolean', width: 120 },
    { field: 'sort_order', format: 'number', width: 90 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'code',
      label: 'Kode',
      input: 'text',
      required: true,
      placeholder: 'mis. PPNPN',
      description: 'Huruf, angka dan garis bawah.',
      width: 'half',
    },
    {
      name: 'sort_order',
      label: 'Urutan',
      input: 'number',
      min: 0,
      max: 999,
      description: 'Urutan pada daftar dan pilihan.',
      width: 'half',
    },
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'is_asn', label: 'Aparatur Sipil Negara (ASN)', input: 'switch' },
    {
      name: 'receives_tukin',
      label: 'Menerima tunjangan kinerja',
      input: 'switch',
      description: 'Atau remunerasi BLU pada unit yang membayarkannya.',
    },
    { name: 'receives_meal_allowance', label: 'Menerima uang makan', input: 'switch' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    code: '',
    name: '',
    is_asn: false,
    receives_tukin: false,
    receives_meal_allowance: false,
    sort_order: 0,
    is_active: true,
  },
  filters: [
    {
      name: 'is_asn',
      label: 'ASN',
      options: [
        { value: 'true', label: 'ASN' },
        { value: 'false', label: 'Non-ASN' },
      ],
    },
    ACTIVE_FILTER,
  ],
});
