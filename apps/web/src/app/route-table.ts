/**
 * The route table (ARCHITECTURE section 7): every screen of this build with its name, title,
 * who may open it and its lazily loaded page. The router, the guards and the document title
 * read it; the menu marks its active item by path. Names, titles, levels and permissions
 * match the full catalogue in packages/contracts (routes.ts); merging this table into it (one
 * list, the page loader added here) is the next step once every screen exists.
 */
import type { UserLevel } from '@sikerja/contracts';
import type { ComponentType } from 'react';
import { paths } from '../lib/paths.ts';

/** guest: only when logged out; auth: login needed; public: anyone (not-found). */
export type RouteAccess = 'guest' | 'auth' | 'public';

export interface AppRouteDef {
  path: string;
  /** The spec's route name; for screens behind a permission it is the permission's name too. */
  name: string;
  title: string;
  access: RouteAccess;
  /** Inside the shell (sidebar, top bar) or on its own. */
  layout: 'shell' | 'bare';
  /** Levels that may open it; everyone when unset (the spec's level 'all'). Else not-found. */
  levels?: readonly UserLevel[];
  /** Permission the user's roles must include; else /403. */
  permission?: string;
  /** Where a guest is sent instead. @default '/login' */
  redirect?: string;
  load: () => Promise<ComponentType>;
}

export const ROUTES: readonly AppRouteDef[] = [
  {
    path: paths.login,
    name: 'login',
    title: 'Masuk',
    access: 'guest',
    layout: 'bare',
    load: () => import('../features/auth/login-page.tsx').then((m) => m.LoginPage),
  },
  {
    path: paths.register,
    name: 'register',
    title: 'Daftar',
    access: 'guest',
    layout: 'bare',
    load: () => import('../features/auth/register-page.tsx').then((m) => m.RegisterPage),
  },
  {
    path: paths.forgot,
    name: 'forgot',
    title: 'Lupa Password',
    access: 'guest',
    layout: 'bare',
    load: () =>
      import('../features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
  },
  {
    path: paths.reset,
    name: 'reset',
    title: 'Atur Ulang Password',
    access: 'guest',
    layout: 'bare',
    load: () => import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  },
  {
    path: paths.root,
    name: 'home',
    title: 'Beranda',
    access: 'auth',
    layout: 'bare',
    load: () => import('./home-redirect.tsx').then((m) => m.HomeRedirect),
  },
  {
    path: paths.logout,
    name: 'logout',
    title: 'Keluar',
    access: 'public',
    layout: 'bare',
    load: () => import('../features/auth/logout-page.tsx').then((m) => m.LogoutPage),
  },
  {
    path: paths.adminHome,
    name: 'admin',
    title: 'Beranda',
    access: 'auth',
    layout: 'shell',
    levels: ['admin'],
    load: () => import('../features/home/admin-home-page.tsx').then((m) => m.AdminHomePage),
  },
  {
    path: paths.userHome,
    name: 'user',
    title: 'Beranda',
    access: 'auth',
    layout: 'shell',
    load: () => import('../features/home/user-home-page.tsx').then((m) => m.UserHomePage),
  },
  {
    path: paths.password,
    name: 'password',
    title: 'Ubah Password',
    access: 'auth',
    layout: 'shell',
    load: () =>
      import('../features/auth/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  },
  {
    path: paths.adminSetting,
    name: 'admin.setting',
    title: 'Pengaturan',
    access: 'auth',
    layout: 'shell',
    levels: ['admin'],
    permission: 'admin.setting',
    load: () => import('../features/setting/setting-page.tsx').then((m) => m.SettingPage),
  },
  {
    path: paths.userGroups,
    name: 'admin.master.user_group',
    title: 'Grup Pengguna',
    access: 'auth',
    layout: 'shell',
    levels: ['admin'],
    permission: 'admin.master.user_group',
    load: () =>
      import('../features/user-groups/user-groups-page.tsx').then((m) => m.UserGroupsPage),
  },
  {
    path: paths.users,
    name: 'admin.master.user',
    title: 'Data Pegawai',
    access: 'auth',
    layout: 'shell',
    levels: ['admin'],
    permission: 'admin.master.user',
    load: () => import('../features/users/users-page.tsx').then((m) => m.UsersPage),
  },
  {
    path: paths.outbox,
    name: 'admin.outbox',
    title: 'Kotak Keluar Email',
    access: 'auth',
    layout: 'shell',
    levels: ['admin'],
    permission: 'admin.outbox',
    load: () => import('../features/outbox/outbox-page.tsx').then((m) => m.OutboxPage),
  },
  {
    path: paths.forbidden,
    name: 'forbidden',
    title: 'Akses Ditolak',
    access: 'public',
    layout: 'bare',
    load: () => import('../features/errors/forbidden-page.tsx').then((m) => m.ForbiddenPage),
  },
  {
    path: paths.notFound,
    name: 'notfound404',
    title: 'Halaman tidak ditemukan',
    access: 'public',
    layout: 'bare',
    load: () => import('../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
  {
    path: '*',
    name: 'notfound',
    title: 'Halaman tidak ditemukan',
    access: 'public',
    layout: 'bare',
    load: () => import('../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
];
