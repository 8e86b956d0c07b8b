import { PERMISSION_ROUTE_NAMES } from './routes.ts';

/** Permissions for actions rather than screens. */
export const ACTION_PERMISSIONS = [
  { name: 'auth.impersonate', label: 'Masuk sebagai pengguna lain' },
  { name: 'auth.impersonate_admin', label: 'Masuk sebagai admin lain (super admin)' },
] as const;

/**
 * Every permission the product knows: the route names of the screens that need one (a group
 * granting 'admin.master.pangkat' opens that screen and its API), then the action permissions.
 * The reference seed grants all of them to the Administrator group at each start.
 */
export const PERMISSIONS: readonly string[] = [
  ...PERMISSION_ROUTE_NAMES,
  ...ACTION_PERMISSIONS.map((a) => a.name),
];
export type Permission = string;
