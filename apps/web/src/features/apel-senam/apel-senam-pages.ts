/** The apel and senam screens for the route table; each loads only when it opens. */
import { type ComponentType, createElement } from 'react';

type Page = { layout: 'shell'; load: () => Promise<ComponentType> };

const days = (kind: 'apel' | 'senam'): Page => ({
  layout: 'shell',
  load: () =>
    import('./days-page.tsx').then((m) => () => createElement(m.CeremonyDaysPage, { kind })),
});
const presensi = (kind: 'apel' | 'senam'): Page => ({
  layout: 'shell',
  load: () =>
    import('./presensi-page.tsx').then(
      (m) => () => createElement(m.CeremonyPresensiPage, { kind }),
    ),
});
const admin = (kind: 'apel' | 'senam'): Page => ({
  layout: 'shell',
  load: () =>
    import('./admin-page.tsx').then((m) => () => createElement(m.CeremonyAdminPage, { kind })),
});

/** Entries of the route table's PAGES, by route name. */
export const APEL_SENAM_PAGES: Record<string, Page> = {
  'admin.hariapel': days('apel'),
  'admin.harisenam': days('senam'),
  'user.presensi_apel': presensi('apel'),
  'user.presensi_senam': presensi('senam'),
  'admin.absensi.apel': admin('apel'),
  'admin.absensi.senam': admin('senam'),
};
