/**
 * The route table (ARCHITECTURE section 7). Path, name, title, login rule, levels and
 * permission come from the one catalogue in packages/contracts (routes.ts), which the server's
 * menu and permissions use too; this file adds only what the browser needs: each built
 * screen's lazily loaded page and whether it renders inside the shell. Every catalogue route
 * is routed; one without a screen yet shows the 'coming soon' page.
 */
import {
  ROUTES as CATALOGUE,
  ROUTE_BY_NAME,
  type RouteDef,
  type UserLevel,
} from '@sikerja/contracts';
import type { ComponentType } from 'react';
import { APEL_SENAM_PAGES } from '../features/apel-senam/apel-senam-pages.ts';
import { ATTENDANCE_PAGES } from '../features/attendance/attendance-pages.ts';
import { CUTI_PAGES } from '../features/cuti/cuti-pages.ts';
import { KINERJA_CAPAIAN_PAGES } from '../features/kinerja/kinerja-capaian-pages.ts';
import { KINERJA_MONITOR_PAGES } from '../features/kinerja/kinerja-monitor-pages.ts';
import { KINERJA_SKP_PAGES } from '../features/kinerja/kinerja-skp-pages.ts';
import { KONTRAK_PAGES } from '../features/kinerja/kontrak-pages.ts';
import { REALISASI_PAGES } from '../features/kinerja/realisasi-pages.ts';
import { LEMBUR_PAGES } from '../features/lembur/lembur-pages.ts';
import { masterPageLoader } from '../features/masters/masters-pages.ts';
import { PROFILE_PAGES } from '../features/profile/profile-pages.ts';
import { RAPAT_PAGES } from '../features/rapat/rapat-pages.ts';
import { SHIFT_PATTERN_PAGES } from '../features/shift-pattern/shift-pattern-pages.ts';
import { SURAT_TUGAS_PAGES } from '../features/surat-tugas/surat-tugas-pages.ts';

/** guest: only when logged out; auth: login needed; public: anyone (not-found). */
export type RouteAccess = 'guest' | 'auth' | 'public';

export interface AppRouteDef {
  path: string;
  /** The spec's route name; for screens behind a permission it is the permission's name too. */
  name: string;
  title: string;
  /** Section labels before the title, e.g. ['Master Data', 'SBM']. */
  breadcrumb: readonly string[];
  access: RouteAccess;
  /** Inside the shell (sidebar, top bar) or on its own. */
  layout: 'shell' | 'bare';
  /** Levels that may open it; everyone when unset (the spec's level 'all'). Else not-found. */
  levels?: readonly UserLevel[];
  /** Permission the user's roles must include; else /403. */
  permission?: string;
  /** Where a guest is sent instead. @default '/login' */
  redirect?: string;
  /** false while the screen is the 'coming soon' placeholder. */
  isBuilt: boolean;
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
    load: () => import('./pages/home/admin-home-page.tsx').then((m) => m.AdminHomePage),
  },
  user: {
    layout: 'shell',
    load: () => import('./pages/home/user-home-page.tsx').then((m) => m.UserHomePage),
  },
  password: {
    layout: 'shell',
    load: () =>
      import('../features/auth/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  },
  profile: {
    layout: 'shell',
    load: () => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage),
  },
  ...PROFILE_PAGES,
  ...ATTENDANCE_PAGES,
  ...APEL_SENAM_PAGES,
  ...RAPAT_PAGES,
  ...SHIFT_PATTERN_PAGES,
  ...CUTI_PAGES,
  ...KINERJA_MONITOR_PAGES,
  ...KINERJA_SKP_PAGES,
  ...KINERJA_CAPAIAN_PAGES,
  ...LEMBUR_PAGES,
  ...SURAT_TUGAS_PAGES,
  ...KONTRAK_PAGES,
  ...REALISASI_PAGES,
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
  'admin.master.jabatan.peta': {
    layout: 'shell',
    load: () =>
      import('../features/organisation/position-map-page.tsx').then((m) => m.PositionMapPage),
  },
  'user.presensi': {
    layout: 'shell',
    load: () =>
      import('../features/attendance/check-in/presensi-page.tsx').then((m) => m.PresensiPage),
  },
  'user.jabatan': {
    layout: 'shell',
    load: () =>
      import('../features/organisation/my-position-page.tsx').then((m) => m.MyPositionPage),
  },
  'admin.outbox': {
    layout: 'shell',
    load: () => import('../features/mail/outbox-page.tsx').then((m) => m.OutboxPage),
  },
  'admin.menu': {
    layout: 'shell',
    load: () => import('../features/menu/menu-admin-page.tsx').then((m) => m.MenuAdminPage),
  },
  forbidden: {
    // Inside the shell when signed in (the menu stays), on its own for a guest.
    layout: 'shell',
    load: () => import('./pages/errors/forbidden-page.tsx').then((m) => m.ForbiddenPage),
  },
  notfound404: {
    layout: 'bare',
    load: () => import('./pages/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
  notfound: {
    layout: 'bare',
    load: () => import('./pages/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
};

/**
 * Catalogue routes without a screen of their own yet: inside the shell, their title and
 * breadcrumb and 'Fitur ini sedang disiapkan', so every path of the spec resolves today.
 */
const COMING_SOON: Page = {
  layout: 'shell',
  load: () => import('./pages/coming-soon/coming-soon-page.tsx').then((m) => m.ComingSoonPage),
};

/** SPEC section 9: a screen that has not loaded in 120 s has failed. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;

/**
 * Loads a screen's chunk, failing with the spec's 'Loading chunk N failed' (SPEC section 8)
 * when the import fails or takes longer than the limit, so the error page offers a reload
 * instead of an endless blank screen.
 */
export function loadWithTimeout(
  name: string,
  load: Page['load'],
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
): Promise<ComponentType> {
  const failure = () => new Error(`Loading chunk ${name} failed`);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(failure()), timeoutMs);
    load().then(
      (component) => {
        clearTimeout(timer);
        resolve(component);
      },
      () => {
        clearTimeout(timer);
        reject(failure());
      },
    );
  });
}

/** A master-data screen: the generic page with the route's config, when one exists. */
function masterPage(name: string): Page | undefined {
  const load = masterPageLoader(name);
  return load && { layout: 'shell', load };
}

function accessOf(route: RouteDef): RouteAccess {
  if (route.auth === true) return 'auth';
  return route.auth === false ? 'guest' : 'public';
}

function toAppRoute(route: RouteDef, page: Page): AppRouteDef {
  return {
    path: route.path,
    name: route.name,
    title: route.title,
    breadcrumb: route.breadcrumb,
    access: accessOf(route),
    layout: page.layout,
    ...(route.levels === 'all' ? {} : { levels: route.levels }),
    ...(route.permission ? { permission: route.name } : {}),
    isBuilt: page !== COMING_SOON,
    load: () => loadWithTimeout(route.name, page.load),
  };
}

for (const name of Object.keys(PAGES)) {
  if (!ROUTE_BY_NAME.has(name)) {
    throw new Error(`route ${name} is not in the catalogue of packages/contracts`);
  }
}

/** Every route of the catalogue, each with its screen or the 'coming soon' one. */
export const ROUTES: readonly AppRouteDef[] = CATALOGUE.map((route) =>
  toAppRoute(route, PAGES[route.name] ?? masterPage(route.name) ?? COMING_SOON),
);
