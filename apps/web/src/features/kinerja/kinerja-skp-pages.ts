/** The SKP report screens for the route table, each loaded only when it opens. */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

export const KINERJA_SKP_PAGES: Record<string, Page> = {
  'user.laporan.kontrak_kerja': {
    layout: 'shell',
    load: () => import('./skp/user-skp-page.tsx').then((m) => m.UserSkpPage),
  },
  'admin.laporan.kontrak_kerja': {
    layout: 'shell',
    load: () => import('./skp/admin-skp-page.tsx').then((m) => m.AdminSkpPage),
  },
};
