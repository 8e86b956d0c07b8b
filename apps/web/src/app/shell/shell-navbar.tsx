import { AppShell, NavLink, ScrollArea, Skeleton, Stack } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useInboxCountsByPath } from '../../features/notifications/notifications.api.ts';
import { useCurrentUser } from '../../lib/auth/auth-context.ts';
import { homePathFor } from '../../lib/paths.ts';
import { useMenuAccess } from './api/get-menu-access.ts';
import { activeMenuPath, menuPaths } from './menu-model.ts';
import { MenuTree } from './menu-tree.tsx';

/** The sidebar: a fixed Home entry, then the user's menu from the server. */
export function ShellNavbar() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const menu = useMenuAccess();
  const waiting = useInboxCountsByPath();
  const items = menu.data?.data ?? [];
  const home = homePathFor(user.level);
  const activePath = useMemo(() => activeMenuPath(menuPaths(items), pathname), [items, pathname]);

  return (
    <AppShell.Section grow component={ScrollArea} px="sm" py="md">
      <nav aria-label="Menu utama">
        <NavLink
          component={Link}
          to={home}
          label="Home"
          leftSection={<IconHome size={18} stroke={1.6} />}
          active={pathname === home}
          aria-current={pathname === home ? 'page' : undefined}
          variant="light"
        />
        {menu.isPending ? (
          <Stack gap={8} mt="md" px="sm" aria-hidden>
            {['a', 'b', 'c', 'd', 'e'].map((k) => (
              <Skeleton key={k} height={18} radius="sm" />
            ))}
          </Stack>
        ) : (
          <MenuTree items={items} activePath={activePath} waiting={waiting} />
        )}
      </nav>
    </AppShell.Section>
  );
}
