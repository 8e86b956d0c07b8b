/** The kinerja monitor screens for the route table, each loaded only when it opens. */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

export const KINERJA_MONITOR_PAGES: Record<string, Page> = {
  'admin.kontrak.kirim': {
    layout: 'shell',
    load: () => import('./monitor/send-monitor-page.tsx').then((m) => m.KontrakKirimPage),
  },
  'admin.realisasi.kirim': {
    layout: 'shell',
    load: () => import('./monitor/send-monitor-page.tsx').then((m) => m.RealisasiKirimPage),
  },
  'admin.kontrak.konfirm': {
    layout: 'shell',
    load: () => import('./monitor/confirm-monitor-page.tsx').then((m) => m.KontrakKonfirmPage),
  },
  'admin.realisasi.konfirm': {
    layout: 'shell',
    load: () => import('./monitor/confirm-monitor-page.tsx').then((m) => m.RealisasiKonfirmPage),
  },
};
