import { ZOutboxRow } from '@sikerja/contracts';
import { defineListEndpoint } from '../../../components/data-table/list-endpoint.ts';

/** `POST admin/outbox/list?page=N` with `{ search, per }`. */
export const outboxList = defineListEndpoint({
  key: ['outbox'],
  path: 'admin/outbox/list',
  row: ZOutboxRow,
});
