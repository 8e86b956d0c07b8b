import {
  NOWA_FILTERS,
  NOWA_SORT_KEYS,
  ZCreateNowaRequest,
  ZNowaRow,
  ZUpdateNowaRequest,
} from '@sikerja/contracts';
import { whatsappGateways } from '../../db/schema/masters-misc.ts';
import { defineResource } from '../../platform/resource/resource-factory.ts';

/**
 * `/admin/master/nowa`: WhatsApp gateway senders. The row contract has `has_token` (a generated
 * column) and no token, so the secret never leaves in a response, an export or an audit row;
 * the update contract turns a blank token into "keep" (Drizzle skips undefined values).
 */
export const nowaResource = defineResource({
  path: '/admin/master/nowa',
  label: 'Nomor WhatsApp',
  table: whatsappGateways,
  contract: {
    create: ZCreateNowaRequest,
    update: ZUpdateNowaRequest,
    row: ZNowaRow,
    sortKeys: NOWA_SORT_KEYS,
    filters: NOWA_FILTERS,
  },
  list: {
    searchable: ['sender_number', 'gateway_url'],
    sortable: { sender_number: 'sender_number' },
    filterable: { is_active: 'is_active' },
    defaultSort: [['sender_number', 'asc']],
  },
  columns: [
    { key: 'sender_number', label: 'Nomor Pengirim', width: 20 },
    { key: 'gateway_url', label: 'URL Gateway', width: 48 },
    { key: 'has_token', label: 'Token Terisi', format: 'boolean' },
    { key: 'is_active', label: 'Aktif', format: 'boolean' },
  ],
});
