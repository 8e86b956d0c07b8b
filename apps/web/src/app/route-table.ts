/**
 * The route table (ARCHITECTURE section 7). Path, name, title, login rule, levels and
 * permission come from the one catalogue in packages/contracts (routes.ts), which the server's
 * menu and permissions use too; this file adds only what the browser needs: each built
 * screen's lazily loaded page and whether it renders inside the shell.
 */
import { ROUTE_BY_NAME, type RouteDef, type UserLevel } from '@sikerja/contracts';
import type { ComponentType } from 'react';

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

interface Page {
  layout: AppRouteDef['layout'];
  load: AppRouteDef['load'];
}

/** The screens this build has, by route name. */
const PAGES: Record<string, Page> = {
  login: {
    layout: 'bare',
    load: () => import('../features/auth/login-page.tsx').then((m) => m.LoginPage),
  },
  register: {
    layout: 'bare',
    load: () => import('../features/auth/register-page.tsx').then((m) => m.RegisterPage),
  },
  forgot: {
    layout: 'bare',
    load: () =>
      import('../features/auth/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
  },
  reset: {
    layout: 'bare',
    load: () => import('../features/auth/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
  },
  home: { layout: 'bare', load: () => import('./home-redirect.tsx').then((m) => m.HomeRedirect) },
  logout: {
    layout: 'bare',
    load: () => import('../features/auth/logout-page.tsx').then((m) => m.LogoutPage),
  },
  admin: {
    layout: 'shell',
    load: () => import('../features/home/admin-home-page.tsx').then((m) => m.AdminHomePage),
  },
  user: {
    layout: 'shell',
    load: () => import('../features/home/user-home-page.tsx').then((m) => m.UserHomePage),
  },
  password: {
    layout: 'shell',
    load: () =>
      import('../features/auth/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  },
  'admin.setting': {
    layout: 'shell',
    load: () => import('../features/setting/setting-page.tsx').then((m) => m.SettingPage),
  },
  'admin.master.user_group': {
    layout: 'shell',
    load: () =>
      import('../features/user-groups/user-groups-page.tsx').then((m) => m.UserGroupsPage),
  },
  'admin.master.user': {
    layout: 'shell',
    load: () => import('../features/users/users-page.tsx').then((m) => m.UsersPage),
  },
  'admin.outbox': {
    layout: 'shell',
    load: () => import('../features/outbox/outbox-page.tsx').then((m) => m.OutboxPage),
  },
  forbidden: {
    layout: 'bare',
    load: () => import('../features/errors/forbidden-page.tsx').then((m) => m.ForbiddenPage),
  },
  notfound404: {
    layout: 'bare',
    load: () => import('../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
  notfound: {
    layout: 'bare',
    load: () => import('../features/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
};

function accessOf(route: RouteDef): RouteAccess {
  if (route.auth === true) return 'auth';
  return route.auth === false ? 'guest' : 'public';
}

function toAppRoute(route: RouteDef, page: Page): AppRouteDef {
  return {
    path: route.path,
    name: route.name,
    title: route.title,
    access: accessOf(route),
    layout: page.layout,
    ...(route.levels === 'all' ? {} : { levels: route.levels }),
    ...(route.permission ? { permission: route.name } : {}),
    load: page.load,
  };
}

export const ROUTES: readonly AppRouteDef[] = Object.entries(PAGES).map(([name, page]) => {
  const route = ROUTE_BY_NAME.get(name);
  if (!route) throw new Error(`route ${name} is not in the catalogue of packages/contracts`);
  return toAppRoute(route, page);
});
