import { ZOutboxRow } from '@sikerja/contracts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

/** `POST admin/outbox/list?page=N` with `{ search, per }`. */
export const outboxList = defineListEndpoint({
  key: ['outbox'],
  path: 'admin/outbox/list',
  row: ZOutboxRow,
});
