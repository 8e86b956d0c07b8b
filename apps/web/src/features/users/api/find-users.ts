import { ZUserRow } from '@sikerja/contracts';
import { defineListEndpoint } from '../../../components/data-table/list-endpoint.ts';

export const usersKey = ['users'] as const;

/** `POST admin/master/user/list?page=N` with `{ search, per, status? }`. */
export const usersList = defineListEndpoint({
  key: usersKey,
  path: 'admin/master/user/list',
  row: ZUserRow,
});
