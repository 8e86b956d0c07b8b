import { z } from 'zod';
import { ACTIVE_FIELD, defineMasterDescriptor } from './master-descriptor.ts';
import {
  masterListRequest,
  zBooleanFilter,
  zIsActive,
  zOptionalText,
  zRequiredText,
} from './master-fields.ts';

/** NPWP: 15 digits (old format) or the 16-digit NIK-based one, punctuation ignored. */
export const zNpwp = () =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[.\-\s]/g, ''))
    .pipe(z.string().regex(/^(\d{15}|\d{16})?$/, 'NPWP terdiri dari 15 atau 16 angka'))
    .nullish()
    .transform((v) => (v ? v : null));

const zOptionalEmail = () =>
  z
    .union([z.literal(''), z.email()])
    .nullish()
    .transform((v) => (v ? v : null));

const contactFields = {
  name: zRequiredText(),
  address: zOptionalText(),
  npwp: zNpwp(),
  contact_name: zOptionalText(150),
  phone: zOptionalText(32),
  email: zOptionalEmail(),
  is_active: zIsActive(),
};

const contactRow = {
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  npwp: z.string().nullable(),
  contact_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  is_active: z.boolean(),
};

export const ZCustomerRow = z.object(contactRow);
export type TCustomerRow = z.infer<typeof ZCustomerRow>;
export const ZCreateCustomerRequest = z.object(contactFields);
export type TCreateCustomerRequest = z.input<typeof ZCreateCustomerRequest>;
export const ZUpdateCustomerRequest = ZCreateCustomerRequest;
export type TUpdateCustomerRequest = z.input<typeof ZUpdateCustomerRequest>;

export const ZPerusahaanRow = z.object({
  ...contactRow,
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_account_name: z.string().nullable(),
});
export type TPerusahaanRow = z.infer<typeof ZPerusahaanRow>;
export const ZCreatePerusahaanRequest = z.object({
  ...contactFields,
  bank_name: zOptionalText(100),
  bank_account_number: zOptionalText(40),
  bank_account_name: zOptionalText(150),
});
export type TCreatePerusahaanRequest = z.input<typeof ZCreatePerusahaanRequest>;
export const ZUpdatePerusahaanRequest = ZCreatePerusahaanRequest;
export type TUpdatePerusahaanRequest = z.input<typeof ZUpdatePerusahaanRequest>;

export const CUSTOMER_DESCRIPTOR = defineMasterDescriptor(ZCustomerRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 36 },
    { field: 'address', label: 'Alamat', exportWidth: 48 },
    { field: 'npwp', label: 'NPWP', exportWidth: 20 },
    { field: 'contact_name', label: 'Kontak', exportWidth: 24 },
    { field: 'phone', label: 'Telepon', exportWidth: 16 },
    { field: 'email', label: 'Email', exportWidth: 28 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['name', 'asc']],
});

export const PERUSAHAAN_DESCRIPTOR = defineMasterDescriptor(ZPerusahaanRow, {
  fields: [
    { field: 'name', label: 'Nama', sortable: true, exportWidth: 36 },
    { field: 'address', label: 'Alamat', exportWidth: 48 },
    { field: 'npwp', label: 'NPWP', exportWidth: 20 },
    { field: 'contact_name', label: 'Kontak', exportWidth: 24 },
    { field: 'phone', label: 'Telepon', exportWidth: 16 },
    { field: 'email', label: 'Email', exportWidth: 28 },
    { field: 'bank_name', label: 'Bank', exportWidth: 20 },
    { field: 'bank_account_number', label: 'Nomor Rekening', exportWidth: 20 },
    { field: 'bank_account_name', label: 'Atas Nama', exportWidth: 28 },
    ACTIVE_FIELD,
  ],
  defaultSort: [['name', 'asc']],
});
export const COUNTERPARTY_SORT_KEYS = CUSTOMER_DESCRIPTOR.sortKeys;
export const COUNTERPARTY_FILTERS = { is_active: zBooleanFilter() };
export const ZFindCounterpartyRequest = masterListRequest(
  COUNTERPARTY_SORT_KEYS,
  COUNTERPARTY_FILTERS,
);
