/**
 * Permission names equal the route names of the screens they open (SPEC section 2).
 * The accounts and shell issues extend this list as screens arrive; the reference
 * seed grants every name here to the Administrator group at each start.
 */
export const PERMISSIONS = ['admin.dashboard', 'user.dashboard', 'admin.setting'] as const;
export type Permission = (typeof PERMISSIONS)[number];
