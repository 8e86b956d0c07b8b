import { Badge, NavLink, Text } from '@mantine/core';
import type { TMenuItem } from '@sikerja/contracts';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { menuIcon } from '../../components/menu-icons.ts';
import { containsPath } from './menu-model.ts';

interface MenuTreeProps {
  items: readonly TMenuItem[];
  activePath: string | null;
  /** Requests waiting for the user, by screen path (approval inboxes). */
  waiting?: ReadonlyMap<string, number>;
  /** 1 for the top level; groups nest up to three levels (SPEC section 2). */
  level?: number;
}

/** How many requests wait under an item: its own screen's, or its children's together. */
function waitingUnder(item: TMenuItem, waiting: ReadonlyMap<string, number>): number {
  if (item.child.length > 0)
    return item.child.reduce((sum, c) => sum + waitingUnder(c, waiting), 0);
  return item.path ? (waiting.get(item.path) ?? 0) : 0;
}

function WaitingBadge({ count }: { count: number }) {
  return (
    <Badge size="sm" color="orange" variant="filled" aria-label={`${count} menunggu`}>
      {count}
    </Badge>
  );
}

function NewBadge() {
  return (
    <Badge size="xs" color="red" variant="filled">
      Baru
    </Badge>
  );
}

/** The server's menu tree: section headings, leaves linking to screens, collapsible groups. */
const NONE: ReadonlyMap<string, number> = new Map();

export function MenuTree({ items, activePath, waiting = NONE, level = 1 }: MenuTreeProps) {
  return items.map((item, index) => {
    const key = `${item.nm_route ?? item.nm_menu}-${index}`;
    if (item.divider) {
      return (
        <Text key={key} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
          {item.nm_menu}
        </Text>
      );
    }
    const ItemIcon = menuIcon(item.icon);
    const icon = <ItemIcon size={level === 1 ? 18 : 14} stroke={1.6} />;
    const count = waitingUnder(item, waiting);
    if (item.child.length > 0) {
      return (
        <NavLink
          key={key}
          label={item.nm_menu}
          leftSection={icon}
          rightSection={
            count > 0 ? (
              <WaitingBadge count={count} />
            ) : item.isNew ? (
              <NewBadge />
            ) : (
              <IconChevronRight size={14} stroke={1.6} />
            )
          }
          defaultOpened={containsPath(item, activePath)}
          childrenOffset={level === 1 ? 28 : 16}
          disableRightSectionRotation={item.isNew || count > 0}
          variant="light"
        >
          <MenuTree
            items={item.child}
            activePath={activePath}
            waiting={waiting}
            level={level + 1}
          />
        </NavLink>
      );
    }
    if (!item.path) {
      return <NavLink key={key} label={item.nm_menu} leftSection={icon} disabled />;
    }
    return (
      <NavLink
        key={key}
        component={Link}
        to={item.path}
        label={item.nm_menu}
        leftSection={icon}
        rightSection={
          count > 0 ? <WaitingBadge count={count} /> : item.isNew ? <NewBadge /> : undefined
        }
        active={item.path === activePath}
        aria-current={item.path === activePath ? 'page' : undefined}
        variant="light"
      />
    );
  });
}
