import type { UserLevel } from '@sikerja/contracts';

/** URL of every screen this build has; features link through these, never through literals. */
export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  forgot: '/forgot',
  reset: '/reset',
  logout: '/logout',
  password: '/password',
  profile: '/profile',
  biodata: '/user/profile/biodata',
  shiftPattern: '/user/shiftpolakerja',
  presensi: '/user/presensi',
  cuti: '/user/cuti',
  adminHome: '/admin',
  userHome: '/user',
  adminSetting: '/admin/setting',
  userGroups: '/admin/master/user_group',
  users: '/admin/master/user',
  outbox: '/admin/outbox',
  menuAdmin: '/admin/menu',
  notFound: '/404',
  forbidden: '/403',
} as const;

/** Each level's home (SPEC section 2: '/' sends a user to theirs). */
export function homePathFor(level: UserLevel): string {
  return level === 'admin' ? paths.adminHome : paths.userHome;
}

/** After stopping impersonation the admin lands here (SPEC section 2). */
export const AFTER_UNIMPERSONATE_PATH = paths.adminHome;
