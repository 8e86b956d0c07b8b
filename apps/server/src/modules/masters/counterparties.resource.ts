import {
  COUNTERPARTY_FILTERS,
  CUSTOMER_DESCRIPTOR,
  PERUSAHAAN_DESCRIPTOR,
  ZCreateCustomerRequest,
  ZCreatePerusahaanRequest,
  ZUpdateCustomerRequest,
  ZUpdatePerusahaanRequest,
} from '@sikerja/contracts';
import { companies, customers } from '../../db/schema/masters.ts';
import { defineResource, type ResourceConfig } from '../../platform/resource/resource-factory.ts';

const list: ResourceConfig['list'] = {
  searchable: ['name', 'npwp', 'contact_name'],
  filterable: { is_active: 'is_active' },
};

/** `/admin/master/customer`: customers the institution bills. */
export const customerResource = defineResource({
  path: '/admin/master/customer',
  label: 'Pelanggan',
  table: customers,
  descriptor: CUSTOMER_DESCRIPTOR,
  contract: {
    create: ZCreateCustomerRequest,
    update: ZUpdateCustomerRequest,
    filters: COUNTERPARTY_FILTERS,
  },
  list,
  deactivateWhenUsed: true,
});

/** `/admin/master/perusahaan`: suppliers and partners with their bank account. */
export const perusahaanResource = defineResource({
  path: '/admin/master/perusahaan',
  label: 'Perusahaan',
  table: companies,
  descriptor: PERUSAHAAN_DESCRIPTOR,
  contract: {
    create: ZCreatePerusahaanRequest,
    update: ZUpdatePerusahaanRequest,
    filters: COUNTERPARTY_FILTERS,
  },
  list,
  deactivateWhenUsed: true,
});
