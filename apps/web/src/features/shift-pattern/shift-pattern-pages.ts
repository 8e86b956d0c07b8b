/**
 * The Shift & Pola Kerja screens for the route table: the person's own page and the two
 * masters (the generic resource page with this feature's configs, which need its chips and
 * Setujui/Tolak). Each loads only when its screen opens.
 */
import { ROUTE_BY_NAME } from '@sikerja/contracts';
import type { ComponentType } from 'react';
import type { ResourceScreenConfig } from '../../platform/resource-screen/resource-screen.api.ts';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

function masterPage<Row extends { id: number }>(
  routeName: string,
  config: () => Promise<{ masterScreen: ResourceScreenConfig<Row> }>,
): Page {
  const path = ROUTE_BY_NAME.get(routeName)?.path ?? '';
  return {
    layout: 'shell',
    load: async () => {
      const [{ masterScreen }, { createResourcePage }] = await Promise.all([
        config(),
        import('../../platform/resource-screen/resource-screen.api.ts'),
      ]);
      return createResourcePage(masterScreen, path);
    },
  };
}

/** Entries of the route table's PAGES, by route name. */
export const SHIFT_PATTERN_PAGES: Record<string, Page> = {
  'user.shiftpolakerja': {
    layout: 'shell',
    load: () => import('./shift-pattern-page.tsx').then((m) => m.ShiftPatternPage),
  },
  'admin.master.pola_kerja': masterPage(
    'admin.master.pola_kerja',
    () => import('./pola-kerja-screen.ts'),
  ),
  'admin.master.pola_kerja_pegawai': masterPage(
    'admin.master.pola_kerja_pegawai',
    () => import('./pola-kerja-pegawai-screen.ts'),
  ),
};
