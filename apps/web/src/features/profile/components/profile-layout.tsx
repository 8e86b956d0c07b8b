import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { Alert, Anchor, Text } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconUserSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { useBiodata } from '../api/profile-api.ts';
import type { ProfileOwner } from '../use-profile-owner.ts';
import { ProfileTabs } from './profile-tabs.tsx';

interface ProfileLayoutProps {
  owner: ProfileOwner;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** Says whose profile an admin is looking at, with the way back to their own. */
function OtherPersonBanner({ owner }: { owner: ProfileOwner }) {
  const { pathname } = useLocation();
  const person = useBiodata(owner).data?.data;
  const who = person
    ? `${person.name}${person.nip ? ` (NIP ${person.nip})` : ''}`
    : `pegawai #${owner.userId}`;
  return (
    <Alert color="blue" variant="light" icon={<IconUserSearch size={18} />} mb="md">
      <Text size="sm">
        Anda melihat profil <strong>{who}</strong>. Perubahan tersimpan pada profil pegawai ini dan
        tercatat atas nama Anda.{' '}
        <Anchor component={Link} to={pathname} size="sm">
          Kembali ke profil saya
        </Anchor>
      </Text>
    </Alert>
  );
}

/**
 * The frame of every profile page: whose profile it is (for an admin looking at someone
 * else's), the tabs between the pages, the page's description and actions, and Indonesian
 * date pickers for the forms inside.
 */
export function ProfileLayout({ owner, description, actions, children }: ProfileLayoutProps) {
  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      {owner.isOther && <OtherPersonBanner owner={owner} />}
      <ProfileTabs owner={owner} />
      <PageHeader description={description} actions={actions} />
      {children}
    </DatesProvider>
  );
}
