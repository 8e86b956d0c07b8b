/**
 * The attendance screens of change requests, monitoring and the month lock, for the route
 * table. Each loads only when its screen opens.
 */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

/** Entries of the route table's PAGES, by route name. */
export const ATTENDANCE_PAGES: Record<string, Page> = {
  'user.presensi.perubahan': {
    layout: 'shell',
    load: () => import('./perubahan/perubahan-page.tsx').then((m) => m.PerubahanPage),
  },
  'admin.absensi': {
    layout: 'shell',
    load: () => import('./admin-absensi/admin-absensi-page.tsx').then((m) => m.AdminAbsensiPage),
  },
  'admin.absensi.perubahan': {
    layout: 'shell',
    load: () => import('./perubahan/admin-perubahan-page.tsx').then((m) => m.AdminPerubahanPage),
  },
  'admin.lock': {
    layout: 'shell',
    load: () => import('./lock/lock-page.tsx').then((m) => m.LockPage),
  },
};
