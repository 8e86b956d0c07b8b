/**
 * The attendance screens of change requests (presensi's, apel's and senam's: one screen, the
 * kind a parameter), monitoring and the month lock, for the route table. Each loads only when
 * its screen opens.
 */
import { type ComponentType, createElement } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

/** Apel's and senam's change requests: the presensi screens with their kind. */
const perubahan = (kind: 'apel' | 'senam'): Page => ({
  layout: 'shell',
  load: () =>
    import('./perubahan/perubahan-page.tsx').then(
      (m) => () => createElement(m.PerubahanPage, { kind }),
    ),
});
const adminPerubahan = (kind: 'apel' | 'senam'): Page => ({
  layout: 'shell',
  load: () =>
    import('./perubahan/admin-perubahan-page.tsx').then(
      (m) => () => createElement(m.AdminPerubahanPage, { kind }),
    ),
});

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
  'user.presensi_apel.perubahan': perubahan('apel'),
  'user.presensi_senam.perubahan': perubahan('senam'),
  'admin.absensi_apel.perubahan': adminPerubahan('apel'),
  'admin.absensi_senam.perubahan': adminPerubahan('senam'),
  'admin.lock': {
    layout: 'shell',
    load: () => import('./lock/lock-page.tsx').then((m) => m.LockPage),
  },
};
