import { ZCreateCustomerRequest, ZCustomerRow, ZUpdateCustomerRequest } from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  defineResourceScreen,
} from '../../../platform/resource-screen/resource-screen.api.ts';
import {
  ACTIVE_SWITCH,
  COUNTERPARTY_DEFAULTS,
  COUNTERPARTY_FIELDS,
} from './shared/counterparty.ts';

/** '/admin/master/customer': customers the institution bills. */
export const masterScreen = defineResourceScreen({
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
  fields: [...COUNTERPARTY_FIELDS, ACTIVE_SWITCH],
  defaults: { ...COUNTERPARTY_DEFAULTS, is_active: true },
  filters: [ACTIVE_FILTER],
});
