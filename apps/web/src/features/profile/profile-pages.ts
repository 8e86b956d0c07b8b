/**
 * The profile's screens for the route table: the biodata page and the seven lists, each list
 * the generic page with its config, loaded only when its screen opens.
 */
import { ROUTE_BY_NAME } from '@sikerja/contracts';
import type { ComponentType } from 'react';
import type { ResourceScreenConfig } from '../../platform/resource-screen/resource-screen.api.ts';
import type { ProfileRow } from './profile-list-config.ts';

/** The page of a list, once its config and the page module have loaded. */
async function listPage<Row extends ProfileRow>(
  config: Promise<{ profileList: ResourceScreenConfig<Row> }>,
  screenPath: string,
): Promise<ComponentType> {
  const [{ profileList }, { createProfileListPage }] = await Promise.all([
    config,
    import('./profile-list-page.tsx'),
  ]);
  return createProfileListPage(profileList, screenPath);
}

const LISTS: Record<string, (screenPath: string) => Promise<ComponentType>> = {
  'user.profile.riwayat_pendidikan': (path) =>
    listPage(import('./configs/riwayat-pendidikan.ts'), path),
  'user.profile.riwayat_pekerjaan': (path) =>
    listPage(import('./configs/riwayat-pekerjaan.ts'), path),
  'user.profile.riwayat_pernikahan': (path) =>
    listPage(import('./configs/riwayat-pernikahan.ts'), path),
  'user.profile.riwayat_suami_istri': (path) =>
    listPage(import('./configs/riwayat-suami-istri.ts'), path),
  'user.profile.riwayat_anak': (path) => listPage(import('./configs/riwayat-anak.ts'), path),
  'user.profile.riwayat_orang_tua': (path) =>
    listPage(import('./configs/riwayat-orang-tua.ts'), path),
  'user.profile.dokumen_pendukung': (path) =>
    listPage(import('./configs/dokumen-pendukung.ts'), path),
};

/** The page of one profile list, as the route table loads it. */
export function profileListPageLoader(routeName: string): () => Promise<ComponentType> {
  const load = LISTS[routeName];
  const route = ROUTE_BY_NAME.get(routeName);
  if (!load || !route) throw new Error(`no profile list for ${routeName}`);
  return () => load(route.path);
}

/** The profile's entries of the route table's PAGES, by route name. */
export const PROFILE_PAGES: Record<
  string,
  { layout: 'shell'; load: () => Promise<ComponentType> }
> = {
  'user.profile.biodata': {
    layout: 'shell',
    load: () => import('./biodata-page.tsx').then((m) => m.BiodataPage),
  },
  ...Object.fromEntries(
    Object.keys(LISTS).map((name) => [
      name,
      { layout: 'shell' as const, load: profileListPageLoader(name) },
    ]),
  ),
};
