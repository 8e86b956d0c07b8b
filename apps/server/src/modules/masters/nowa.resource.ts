import {
  NOWA_DESCRIPTOR,
  NOWA_FILTERS,
  ZCreateNowaRequest,
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
  descriptor: NOWA_DESCRIPTOR,
  contract: {
    create: ZCreateNowaRequest,
    update: ZUpdateNowaRequest,
    filters: NOWA_FILTERS,
  },
  list: {
    searchable: ['sender_number', 'gateway_url'],
    filterable: { is_active: 'is_active' },
  },
});
