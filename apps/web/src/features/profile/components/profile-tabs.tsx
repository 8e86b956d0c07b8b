import { ScrollArea, Tabs } from '@mantine/core';
import { ROUTES } from '@sikerja/contracts';
import { useLocation, useNavigate } from 'react-router';
import { type ProfileOwner, profileHref } from '../use-profile-owner.ts';

/** The profile's pages, in the catalogue's order: biodata, the histories, the documents. */
const PROFILE_PAGES = ROUTES.filter((route) => route.area === 'profile').map((route) => ({
  path: route.path,
  // 'Riwayat Anak' reads 'Anak' among the other histories.
  label: route.title.replace(/^Riwayat /, ''),
}));

/** Tabs between the profile's pages; they stay on the same person (`?user_id=`). */
export function ProfileTabs({ owner }: { owner: ProfileOwner }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <ScrollArea type="never" mb="lg">
      <Tabs
        value={pathname}
        onChange={(path) => path && navigate(profileHref(path, owner))}
        variant="outline"
        keepMounted={false}
      >
        <Tabs.List aria-label="Halaman profil" style={{ flexWrap: 'nowrap' }}>
          {PROFILE_PAGES.map((page) => (
            <Tabs.Tab key={page.path} value={page.path}>
              {page.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </ScrollArea>
  );
}
