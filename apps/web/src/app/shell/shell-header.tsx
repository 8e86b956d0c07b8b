import { Burger, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle.tsx';
import { NotificationBell } from '../../features/notifications/notifications.api.ts';
import { paths } from '../../lib/paths.ts';
import { Brand } from './brand.tsx';
import { UserMenu } from './user-menu.tsx';

interface ShellHeaderProps {
  isNavOpen: boolean;
  onToggleNav: () => void;
}

/** Top bar: menu button on phones, brand, theme switch, notifications and the user panel. */
export function ShellHeader({ isNavOpen, onToggleNav }: ShellHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isNavOpen}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavOpen ? 'Tutup menu' : 'Buka menu'}
        />
        <Link to={paths.root} style={{ textDecoration: 'none', color: 'inherit' }}>
          <Brand />
        </Link>
      </Group>
      <Group gap="md" wrap="nowrap">
        <ColorSchemeToggle size="md" />
        <NotificationBell />
        <UserMenu />
      </Group>
    </Group>
  );
}
