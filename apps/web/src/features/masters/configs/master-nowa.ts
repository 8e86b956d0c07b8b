import {
  NOWA_DESCRIPTOR,
  NOWA_PLACEHOLDERS,
  NOWA_TEMPLATE_LABELS,
  ZCreateNowaRequest,
  ZNowaRow,
  ZUpdateNowaRequest,
} from '@sikerja/contracts';
import {
  ACTIVE_FILTER,
  columnsOf,
  defineResourceScreen,
  type ResourceField,
} from '../../../platform/resource-screen/resource-screen.api.ts';

const placeholders = NOWA_PLACEHOLDERS.map((p) => `{${p}}`).join(', ');

const templateFields: ResourceField[] = Object.entries(NOWA_TEMPLATE_LABELS).map(
  ([name, label]) => ({
    name,
    label: `Template: ${label}`,
    input: 'textarea',
  }),
);

/** '/admin/master/nowa': the WhatsApp gateway; its token is write-only. */
export const masterScreen = defineResourceScreen({
  row: ZNowaRow,
  create: ZCreateNowaRequest,
  update: ZUpdateNowaRequest,
  noun: 'Nomor WhatsApp',
  description: `Gateway WhatsApp pengirim notifikasi dan template pesannya. Penanda: ${placeholders}.`,
  itemLabel: (row) => row.sender_number,
  columns: columnsOf(NOWA_DESCRIPTOR, [
    { field: 'sender_number', width: 180 },
    { field: 'gateway_url' },
    { field: 'has_token', format: 'boolean', width: 100 },
    { field: 'is_active', format: 'boolean', width: 110 },
  ]),
  fields: [
    {
      name: 'sender_number',
      label: 'Nomor pengirim',
      input: 'text',
      required: true,
      placeholder: '0812 3456 7890',
      description: 'Disimpan dalam format 62…',
      width: 'half',
    },
    { name: 'is_active', label: 'Aktif', input: 'switch', width: 'half' },
    {
      name: 'gateway_url',
      label: 'URL gateway',
      input: 'text',
      required: true,
      placeholder: 'https://',
    },
    {
      name: 'token',
      label: 'Token',
      input: 'text',
      // The stored token is never sent back; a blank field keeps it.
      description: 'Kosongkan untuk mempertahankan token yang tersimpan.',
    },
    ...templateFields,
  ],
  defaults: {
    sender_number: '',
    gateway_url: '',
    token: '',
    ...Object.fromEntries(Object.keys(NOWA_TEMPLATE_LABELS).map((k) => [k, ''])),
    is_active: true,
  },
  filters: [ACTIVE_FILTER],
});
