/** The overtime screens for the route table, each loaded only when it opens. */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

export const LEMBUR_PAGES: Record<string, Page> = {
  'user.presensi_lembur': {
    layout: 'shell',
    load: () => import('./presensi-lembur-page.tsx').then((m) => m.PresensiLemburPage),
  },
  'admin.lembur': {
    layout: 'shell',
    load: () => import('./admin-lembur-page.tsx').then((m) => m.AdminLemburPage),
  },
};
