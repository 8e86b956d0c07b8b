import { APPROVER_SCREENS, ROUTE_BY_NAME, type TMenuItem } from '@sikerja/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { zonedDate } from '../../lib/time.ts';
import { approverRolesOf } from '../organisation/organisation.api.ts';
import { loadSettings } from '../setting/setting.api.ts';
import { loadMenuTree, type MenuTreeNode } from './menu.repository.ts';

function toItem(node: MenuTreeNode, child: TMenuItem[]): TMenuItem {
  return {
    nm_menu: node.label,
    nm_route: node.routeName,
    path: node.routeName ? (ROUTE_BY_NAME.get(node.routeName)?.path ?? null) : null,
    icon: node.icon,
    divider: node.isDivider,
    isNew: node.isNew,
    child,
  };
}

/** Keeps leaves the user may open and groups that still have something in them. */
function filterNodes(nodes: MenuTreeNode[], allowed: ReadonlySet<string>): TMenuItem[] {
  const items: TMenuItem[] = [];
  for (const node of nodes) {
    if (node.isDivider) {
      items.push(toItem(node, []));
    } else if (node.children.length > 0) {
      const child = filterNodes(node.children, allowed);
      if (child.some((c) => !c.divider)) items.push(toItem(node, child));
    } else if (node.routeName && allowed.has(node.routeName) && ROUTE_BY_NAME.has(node.routeName)) {
      items.push(toItem(node, []));
    }
  }
  // A section heading is shown only when something follows it before the next heading.
  return items.filter(
    (item, i) => !item.divider || (items[i + 1] !== undefined && !items[i + 1]?.divider),
  );
}

/**
 * `GET routes/access`: the menu tree cut down to the user's permissions, less the approval
 * screens of levels the user cannot hold and has nothing waiting at (a plain staff member
 * does not see 'Konfirmasi Cuti oleh Atasan'). The permission still opens the screen.
 */
export async function menuForUser(
  tx: DbOrTx,
  user: { userId: number; permissions: ReadonlySet<string> },
): Promise<TMenuItem[]> {
  const gated = Object.keys(APPROVER_SCREENS).filter((name) => user.permissions.has(name));
  let allowed = user.permissions;
  if (gated.length > 0) {
    const today = zonedDate(new Date(), (await loadSettings(tx)).timeZone);
    const roles = await approverRolesOf(tx, user.userId, today);
    const hidden = new Set(gated.filter((name) => !roles.has(APPROVER_SCREENS[name] ?? 'atasan')));
    allowed = new Set([...user.permissions].filter((name) => !hidden.has(name)));
  }
  return filterNodes(await loadMenuTree(tx), allowed);
}
