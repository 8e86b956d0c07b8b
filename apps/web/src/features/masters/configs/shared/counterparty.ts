import type { ResourceField } from '../../../../platform/resource-screen/resource-screen.api.ts';

/** Who the institution bills or pays (customer, perusahaan): the fields both keep. */
export const COUNTERPARTY_FIELDS: ResourceField[] = [
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
];

export const COUNTERPARTY_DEFAULTS = {
  name: '',
  address: '',
  npwp: '',
  contact_name: '',
  phone: '',
  email: '',
};

export const ACTIVE_SWITCH: ResourceField = {
  name: 'is_active',
  label: 'Aktif (dapat dipilih pada data baru)',
  input: 'switch',
};
