import {
  ZCreatePerusahaanRequest,
  ZPerusahaanRow,
  ZUpdatePerusahaanRequest,
} from '@sikerja/contracts';
import { ACTIVE_FILTER, defineMasterScreen } from '../master-config.ts';

/** '/admin/master/perusahaan': suppliers and partners, with the account they are paid into. */
export const masterScreen = defineMasterScreen({
  row: ZPerusahaanRow,
  create: ZCreatePerusahaanRequest,
  update: ZUpdatePerusahaanRequest,
  noun: 'Perusahaan',
  description: 'Pemasok dan mitra: alamat, NPWP, kontak dan rekening bank.',
  columns: [
    { key: 'name', label: 'Nama', sortKey: 'name' },
    // Address, phone, email and the account stay in the form, so the name keeps room to read.
    { key: 'npwp', label: 'NPWP', width: 170 },
    { key: 'contact_name', label: 'Kontak', width: 170 },
    { key: 'bank_name', label: 'Bank', width: 150 },
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
    { name: 'bank_name', label: 'Bank', input: 'text', width: 'half' },
    { name: 'bank_account_number', label: 'Nomor rekening', input: 'text', width: 'half' },
    { name: 'bank_account_name', label: 'Atas nama rekening', input: 'text' },
    { name: 'is_active', label: 'Aktif (dapat dipilih pada data baru)', input: 'switch' },
  ],
  defaults: {
    name: '',
    address: '',
    npwp: '',
    contact_name: '',
    phone: '',
    email: '',
    bank_name: '',
    bank_account_number: '',
    bank_account_name: '',
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
