import { ZCreateCustomerRequest, ZCustomerRow, ZUpdateCustomerRequest } from '@sikerja/contracts';
import { ACTIVE_FILTER, defineMasterScreen } from '../master-config.ts';

/** '/admin/master/customer': customers the institution bills. */
export const masterScreen = defineMasterScreen({
  row: ZCustomerRow,
  create: ZCreateCustomerRequest,
  update: ZUpdateCustomerRequest,
  noun: 'Pelanggan',
  description: 'Pelanggan yang ditagih institusi: alamat, NPWP dan kontak.',
  columns: [
    { key: 'name', label: 'Nama', sortKey: 'name' },
    // Address and email stay in the form, so the name keeps room to read on one line.
    { key: 'npwp', label: 'NPWP', width: 170 },
    { key: 'contact_name', label: 'Kontak', width: 170 },
    { key: 'phone', label: 'Telepon', width: 150 },
    { key: 'is_active', label: 'Status', format: 'boolean', width: 110 },
  ],
  fields: [
    { name: 'name', label: 'Nama', input: 'text', required: true },
    { name: 'address', label: 'Alamat', input: 'textarea' },
    {
      name: 'npwp',
      label: 'NPWP',
      input: 'text',
      description: '15 atau 16 angka; titik dan tanda hubung diabaikan.',
      width: 'half',
    },
    { name: 'contact_name', label: 'Nama kontak', input: 'text', width: 'half' },
    { name: 'phone', label: 'Telepon', input: 'text', width: 'half' },
    { name: 'email', label: 'Email', input: 'text', width: 'half' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    name: '',
    address: '',
    npwp: '',
    contact_name: '',
    phone: '',
    email: '',
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
