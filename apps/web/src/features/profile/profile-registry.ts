/**
 * The profile's screens for the route table: the biodata page and the seven lists, each list
 * the generic page with its config, loaded only when its screen opens.
 */
import { ROUTE_BY_NAME } from '@sikerja/contracts';
import type { ComponentType } from 'react';
import type { ProfileListConfig, ProfileRow } from './profile-list-config.ts';

type ConfigModule = { profileList: ProfileListConfig<ProfileRow & Record<string, unknown>> };

const LISTS: Record<string, () => Promise<ConfigModule>> = {
  'user.profile.riwayat_pendidikan': () => import('./configs/riwayat-pendidikan.ts'),
  'user.profile.riwayat_pekerjaan': () => import('./configs/riwayat-pekerjaan.ts'),
  'user.profile.riwayat_pernikahan': () => import('./configs/riwayat-pernikahan.ts'),
  'user.profile.riwayat_suami_istri': () => import('./configs/riwayat-suami-istri.ts'),
  'user.profile.riwayat_anak': () => import('./configs/riwayat-anak.ts'),
  'user.profile.riwayat_orang_tua': () => import('./configs/riwayat-orang-tua.ts'),
  'user.profile.dokumen_pendukung': () => import('./configs/dokumen-pendukung.ts'),
};

/** The page of one profile list, as the route table loads it. */
export function profileListPageLoader(routeName: string): () => Promise<ComponentType> {
  const load = LISTS[routeName];
  const route = ROUTE_BY_NAME.get(routeName);
  if (!load || !route) throw new Error(`no profile list for ${routeName}`);
  return async () => {
    const [{ profileList }, { createProfileListPage }] = await Promise.all([
      load(),
      import('./profile-list-page.tsx'),
    ]);
    return createProfileListPage(profileList, route.path);
  };
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
