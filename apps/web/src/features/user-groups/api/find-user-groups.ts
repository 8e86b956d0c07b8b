import { ZUserGroupRow } from '@sikerja/contracts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

/** Root of everything cached about user groups; saving or deleting one invalidates it. */
export const userGroupsKey = ['user-groups'] as const;

/** `POST admin/master/user_group/list?page=N` with `{ search, per }`. */
export const userGroupsList = defineListEndpoint({
  key: userGroupsKey,
  path: 'admin/master/user_group/list',
  row: ZUserGroupRow,
});
