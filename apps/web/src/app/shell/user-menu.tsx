import { Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendarRepeat,
  IconChevronDown,
  IconId,
  IconKey,
  IconLogout,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { useLogout } from '../../features/auth/auth.api.ts';
import { profileLinksFor } from '../../features/profile/profile.api.ts';
import { useCurrentUser } from '../../lib/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';

const LINK_ICONS: Record<string, typeof IconKey> = {
  [paths.biodata]: IconId,
  [paths.shiftPattern]: IconCalendarRepeat,
  [paths.password]: IconKey,
};

/**
 * Top-bar user panel 'Profil Saya' (SPEC section 2): name, NIP, photo, the links Biodata,
 * 'Shift & Pola Kerja' (level user only) and Password, and 'Keluar'.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  const links = profileLinksFor(user.level).filter((link) => link.inPanel);
  const askLogout = () =>
    confirmAction({
      title: 'Apakah anda yakin?',
      message: 'Akan keluar dari akun.',
      confirmLabel: 'Ya',
      cancelLabel: 'Tidak',
      color: 'red',
      onConfirm: logout,
    });

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Profil Saya: ${user.name}`} data-testid="user-menu">
          <Group gap="xs" wrap="nowrap">
            <UserAvatar user={user} size={36} />
            <Stack gap={0} visibleFrom="sm" maw={200}>
              <Text size="sm" fw={600} lineClamp={1}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {user.nip ?? user.email ?? ''}
              </Text>
            </Stack>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Profil Saya</Menu.Label>
        <Group px="sm" py="xs" gap="sm" wrap="nowrap">
          <UserAvatar user={user} size={44} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} lineClamp={2}>
              {user.name}
            </Text>
            {user.nip && (
              <Text size="xs" c="dimmed">
                NIP {user.nip}
              </Text>
            )}
          </Stack>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.profile} leftSection={<IconUserCircle size={16} />}>
          Profil Saya
        </Menu.Item>
        {links.map((link) => {
          const Icon = LINK_ICONS[link.to] ?? IconUserCircle;
          return (
            <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<Icon size={16} />}>
              <Text size="sm">{link.label}</Text>
              <Text size="xs" c="dimmed">
                {link.description}
              </Text>
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={askLogout}>
          Keluar
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
