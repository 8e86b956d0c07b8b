/** The leave screens for the route table, each loaded only when it opens. */
import type { TCutiLevel } from '@sikerja/contracts';
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

function confirm(level: TCutiLevel): Page {
  return {
    layout: 'shell',
    load: () => import('./confirm-page.tsx').then((m) => m.createConfirmPage(level)),
  };
}

export const CUTI_PAGES: Record<string, Page> = {
  'user.cuti': { layout: 'shell', load: () => import('./cuti-page.tsx').then((m) => m.CutiPage) },
  'user.cuti.konfirm_kepegawaian': confirm('kepegawaian'),
  'user.cuti.konfirm_atasan': confirm('atasan'),
  'user.cuti.konfirm_kabag': confirm('kabag'),
  'user.cuti.konfirm_penjabat': confirm('penjabat'),
  'user.cuti.pembatalan': {
    layout: 'shell',
    load: () => import('./pembatalan-page.tsx').then((m) => m.PembatalanPage),
  },
  'admin.cuti_setting': {
    layout: 'shell',
    load: () => import('./cuti-setting-page.tsx').then((m) => m.CutiSettingPage),
  },
  'admin.laporan.cuti': {
    layout: 'shell',
    load: () => import('./laporan-cuti-page.tsx').then((m) => m.LaporanCutiPage),
  },
};
