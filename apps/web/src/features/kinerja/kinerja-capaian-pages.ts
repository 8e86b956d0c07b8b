/** The capaian kinerja reports for the route table, each loaded only when it opens. */
import type { ComponentType } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

export const KINERJA_CAPAIAN_PAGES: Record<string, Page> = {
  'user.laporan.capaian_kinerja': {
    layout: 'shell',
    load: () =>
      import('./capaian-report/user-capaian-report-page.tsx').then((m) => m.UserCapaianReportPage),
  },
  'admin.laporan.capaian_kinerja': {
    layout: 'shell',
    load: () =>
      import('./capaian-report/admin-capaian-report-page.tsx').then(
        (m) => m.AdminCapaianReportPage,
      ),
  },
};
