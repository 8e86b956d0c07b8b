/** The rapat screens for the route table; each loads only when it opens. */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

/** Entries of the route table's PAGES, by route name. */
export const RAPAT_PAGES: Record<string, Page> = {
  'admin.rapat': {
    layout: 'shell',
    load: () => import('./admin-page.tsx').then((m) => m.RapatAdminPage),
  },
  'user.presensi_rapat': {
    layout: 'shell',
    load: () => import('./presensi-page.tsx').then((m) => m.RapatPresensiPage),
  },
};
