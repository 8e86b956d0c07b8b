/** The contract screens for the route table, each loaded only when it opens. */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

export const KONTRAK_PAGES: Record<string, Page> = {
  'user.kinerja': {
    layout: 'shell',
    load: () => import('./kontrak-page.tsx').then((m) => m.KontrakPage),
  },
  'user.persetujuan': {
    layout: 'shell',
    load: () => import('./kontrak-persetujuan-page.tsx').then((m) => m.KontrakPersetujuanPage),
  },
};
