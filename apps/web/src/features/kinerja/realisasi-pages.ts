/** The realisation screens for the route table, each loaded only when it opens. */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

export const REALISASI_PAGES: Record<string, Page> = {
  'user.kinerja.realisasi': {
    layout: 'shell',
    load: () => import('./realisasi-page.tsx').then((m) => m.RealisasiPage),
  },
  'user.persetujuan.realisasi': {
    layout: 'shell',
    load: () => import('./realisasi-persetujuan-page.tsx').then((m) => m.RealisasiPersetujuanPage),
  },
  'admin.tanggung_renteng': {
    layout: 'shell',
    load: () => import('./tanggung-renteng-page.tsx').then((m) => m.TanggungRentengPage),
  },
};
