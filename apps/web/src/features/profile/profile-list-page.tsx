/**
 * The page of the profile's seven lists (docs/profile.md): the masters' generic page with the
 * list's config (profile-list-config.ts), showing and writing the rows of the person whose
 * profile it is, inside the profile's layout (whose profile, the tabs).
 */
import { type ComponentType, useMemo } from 'react';
import type { MasterScreenConfig } from '../masters/master-config.ts';
import { createMasterPage } from '../masters/master-page.tsx';
import { ProfileLayout } from './components/profile-layout.tsx';
import type { ProfileRow } from './profile-list-config.ts';
import { useProfileOwner } from './use-profile-owner.ts';

export function createProfileListPage<Row extends ProfileRow>(
  config: MasterScreenConfig<Row>,
  screenPath: string,
): ComponentType {
  const MasterPage = createMasterPage(config, screenPath);
  return function ProfileListPage() {
    const owner = useProfileOwner();
    // Every request names the person when it is someone else; the cache keeps people apart.
    const screenOwner = useMemo(() => ({ key: owner.userId, query: owner.query }), [owner]);
    return (
      <ProfileLayout owner={owner}>
        <MasterPage owner={screenOwner} />
      </ProfileLayout>
    );
  };
}
