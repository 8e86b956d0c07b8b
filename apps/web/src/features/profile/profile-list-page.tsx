/**
 * The page of the profile's seven lists (docs/profile.md): the generic resource page with the
 * list's config (profile-list-config.ts), showing and writing the rows of the person whose
 * profile it is, inside the profile's layout (whose profile, the tabs).
 */
import { type ComponentType, useMemo } from 'react';
import {
  createResourcePage,
  type ResourceScreenConfig,
} from '../../platform/resource-screen/resource-screen.api.ts';
import { ProfileLayout } from './components/profile-layout.tsx';
import type { ProfileRow } from './profile-list-config.ts';
import { useProfileOwner } from './use-profile-owner.ts';

export function createProfileListPage<Row extends ProfileRow>(
  config: ResourceScreenConfig<Row>,
  screenPath: string,
): ComponentType {
  const ListPage = createResourcePage(config, screenPath);
  return function ProfileListPage() {
    const owner = useProfileOwner();
    // Every request names the person when it is someone else; the cache keeps people apart.
    const screenOwner = useMemo(() => ({ key: owner.userId, query: owner.query }), [owner]);
    return (
      <ProfileLayout owner={owner}>
        <ListPage owner={screenOwner} />
      </ProfileLayout>
    );
  };
}
