import {
  DASAR_SURAT_TUGAS_DESCRIPTOR,
  ZCreateDasarSuratTugasRequest,
  ZDasarSuratTugasRow,
  ZUpdateDasarSuratTugasRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/surattugas/dasar': legal bases cited in assignment letters. */
export const masterScreen = defineResourceScreen({
  row: ZDasarSuratTugasRow,
  create: ZCreateDasarSuratTugasRequest,
  update: ZUpdateDasarSuratTugasRequest,
  noun: 'Dasar Surat Tugas',
  description: 'Peraturan dan keputusan yang dikutip sebagai dasar pada surat tugas.',
  itemLabel: (row) => row.number,
  columns: columnsOf(DASAR_SURAT_TUGAS_DESCRIPTOR, [
    { field: 'number' },
    { field: 'issued_on', format: 'date', width: 150 },
    { field: 'about' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'number',
      label: 'Nomor',
      input: 'text',
      required: true,
      placeholder: 'mis. Peraturan Menteri Perhubungan Nomor PM 46 Tahun 2023',
    },
    {
      name: 'issued_on',
      label: 'Tanggal ditetapkan',
      input: 'date',
      placeholder: 'Pilih tanggal',
      width: 'half',
    },
    { name: 'about', label: 'Tentang', input: 'textarea', required: true },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: { number: '', issued_on: null, about: '', is_active: true },
  filters: [ACTIVE_FILTER],
});
