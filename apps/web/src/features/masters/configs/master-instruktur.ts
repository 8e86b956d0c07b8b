import {
  INSTRUKTUR_DESCRIPTOR,
  ZCreateInstrukturRequest,
  ZInstrukturRow,
  ZUpdateInstrukturRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';

/** '/admin/master/instruktur': staff registered as flight instructors. */
export const masterScreen = defineResourceScreen({
  row: ZInstrukturRow,
  create: ZCreateInstrukturRequest,
  update: ZUpdateInstrukturRequest,
  noun: 'Instruktur',
  description: 'Pegawai yang terdaftar sebagai instruktur terbang: lisensi, masa berlaku, rating.',
  itemLabel: (row) => row.licence_number,
  columns: columnsOf(INSTRUKTUR_DESCRIPTOR, [
    { field: 'licence_number', width: 180 },
    { field: 'user_name' },
    { field: 'licence_expires_on', format: 'date', width: 150 },
    { field: 'ratings' },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'user_id',
      label: 'Pegawai',
      input: 'reference',
      required: true,
      reference: {
        path: '/admin/master/user',
        label: (row) => (row.nip ? `${String(row.name)} (${String(row.nip)})` : String(row.name)),
        // The server accepts only an active account.
        filters: { status: 'active' },
      },
    },
    {
      name: 'licence_number',
      label: 'Nomor lisensi',
      input: 'text',
      required: true,
      width: 'half',
    },
    { name: 'licence_expires_on', label: 'Berlaku sampai', input: 'date', width: 'half' },
    {
      name: 'ratings',
      label: 'Rating',
      input: 'textarea',
      placeholder: 'C172, PA-34, IR, FI',
    },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    user_id: null,
    licence_number: '',
    licence_expires_on: null,
    ratings: '',
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
