import {
  CUSTOMER_DESCRIPTOR,
  ZCreateCustomerRequest,
  ZCustomerRow,
  ZUpdateCustomerRequest,
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

/** '/admin/master/customer': customers the institution bills. */
export const masterScreen = defineResourceScreen({
  row: ZCustomerRow,
  create: ZCreateCustomerRequest,
  update: ZUpdateCustomerRequest,
  noun: 'Pelanggan',
  description: 'Pelanggan yang ditagih institusi: alamat, NPWP dan kontak.',
  columns: columnsOf(CUSTOMER_DESCRIPTOR, [
    { field: 'name' },
    // Address and email stay in the form, so the name keeps room to read on one line.
    { field: 'npwp', width: 170 },
    { field: 'contact_name', width: 170 },
    { field: 'phone', width: 150 },
    { field: 'is_active', width: 110 },
  ]),
  fields: [...COUNTERPARTY_FIELDS, ACTIVE_SWITCH],
  defaults: { ...COUNTERPARTY_DEFAULTS, is_active: true },
  filters: [ACTIVE_FILTER],
});
