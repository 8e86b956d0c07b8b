import {
  PERUSAHAAN_DESCRIPTOR,
  ZCreatePerusahaanRequest,
  ZPerusahaanRow,
  ZUpdatePerusahaanRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import {
  ACTIVE_SWITCH,
  COUNTERPARTY_DEFAULTS,
  COUNTERPARTY_FIELDS,
} from './shared/counterparty.ts';

/** '/admin/master/perusahaan': suppliers and partners, with the account they are paid into. */
export const masterScreen = defineResourceScreen({
  row: ZPerusahaanRow,
  create: ZCreatePerusahaanRequest,
  update: ZUpdatePerusahaanRequest,
  noun: 'Perusahaan',
  description: 'Pemasok dan mitra: alamat, NPWP, kontak dan rekening bank.',
  columns: columnsOf(PERUSAHAAN_DESCRIPTOR, [
    { field: 'name' },
    // Address, phone, email and the account stay in the form, so the name keeps room to read.
    { field: 'npwp', width: 170 },
    { field: 'contact_name', width: 170 },
    { field: 'bank_name', width: 150 },
    { field: 'is_active', width: 110 },
  ]),
  fields: [
    ...COUNTERPARTY_FIELDS,
    { name: 'bank_name', label: 'Bank', input: 'text', width: 'half' },
    { name: 'bank_account_number', label: 'Nomor rekening', input: 'text', width: 'half' },
    { name: 'bank_account_name', label: 'Atas nama rekening', input: 'text' },
    ACTIVE_SWITCH,
  ],
  defaults: {
    ...COUNTERPARTY_DEFAULTS,
    bank_name: '',
    bank_account_number: '',
    bank_account_name: '',
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
