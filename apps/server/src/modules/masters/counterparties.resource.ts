import {
  COUNTERPARTY_FILTERS,
  COUNTERPARTY_SORT_KEYS,
  ZCreateCustomerRequest,
  ZCreatePerusahaanRequest,
  ZCustomerRow,
  ZPerusahaanRow,
  ZUpdateCustomerRequest,
  ZUpdatePerusahaanRequest,
} from '@sikerja/contracts';
import { companies, customers } from '../../db/schema/masters.ts';
import { defineResource, type ResourceConfig } from '../../platform/resource/resource-factory.ts';

const list: ResourceConfig['list'] = {
  searchable: ['name', 'npwp', 'contact_name'],
  sortable: { name: 'name' },
  filterable: { is_active: 'is_active' },
  defaultSort: [['name', 'asc']],
};

const contactColumns: ResourceConfig['columns'] = [
  { key: 'name', label: 'Nama', width: 36 },
  { key: 'address', label: 'Alamat', width: 48 },
  { key: 'npwp', label: 'NPWP', width: 20 },
  { key: 'contact_name', label: 'Kontak', width: 24 },
  { key: 'phone', label: 'Telepon', width: 16 },
  { key: 'email', label: 'Email', width: 28 },
];

/** `/admin/master/customer`: customers the institution bills. */
export const customerResource = defineResource({
  path: '/admin/master/customer',
  label: 'Pelanggan',
  table: customers,
  contract: {
    create: ZCreateCustomerRequest,
    update: ZUpdateCustomerRequest,
    row: ZCustomerRow,
    sortKeys: COUNTERPARTY_SORT_KEYS,
    filters: COUNTERPARTY_FILTERS,
  },
  list,
  columns: [...contactColumns, { key: 'is_active', label: 'Aktif', format: 'boolean' }],
  deactivateWhenUsed: true,
});

/** `/admin/master/perusahaan`: suppliers and partners with their bank account. */
export const perusahaanResource = defineResource({
  path: '/admin/master/perusahaan',
  label: 'Perusahaan',
  table: companies,
  contract: {
    create: ZCreatePerusahaanRequest,
    update: ZUpdatePerusahaanRequest,
    row: ZPerusahaanRow,
    sortKeys: COUNTERPARTY_SORT_KEYS,
    filters: COUNTERPARTY_FILTERS,
  },
  list,
  columns: [
    ...contactColumns,
    { key: 'bank_name', label: 'Bank', width: 20 },
    { key: 'bank_account_number', label: 'Nomor Rekening', width: 20 },
    { key: 'bank_account_name', label: 'Atas Nama', width: 28 },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
  deactivateWhenUsed: true,
});
