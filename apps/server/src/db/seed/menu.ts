import { MENU_TREE, type MenuNode } from '@sikerja/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { menuItems } from '../schema/menu.ts';

async function findChild(tx: DbOrTx, parentId: number | null, node: MenuNode) {
  const parent = parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId);
  const identity = node.route
    ? eq(menuItems.routeName, node.route)
    : eq(menuItems.label, node.label);
  const [row] = await tx.select({ id: menuItems.id }).from(menuItems).where(and(parent, identity));
  return row;
}

async function syncLevel(
  tx: DbOrTx,
  nodes: readonly MenuNode[],
  parentId: number | null,
  knownRoutes: Set<string>,
): Promise<void> {
  for (const [position, node] of nodes.entries()) {
    // A route an admin moved elsewhere in the menu stays where they put it.
    if (node.route && knownRoutes.has(node.route)) continue;
    const existing = await findChild(tx, parentId, node);
    let id = existing?.id;
    if (!id) {
      const [row] = await tx
        .insert(menuItems)
        .values({
          parentId,
          position,
          label: node.label,
          routeName: node.route ?? null,
          icon: node.icon ?? null,
          isDivider: node.divider ?? false,
          isNew: node.isNew ?? false,
        })
        .returning({ id: menuItems.id });
      id = row?.id;
      if (node.route) knownRoutes.add(node.route);
    }
    if (id && node.children) await syncLevel(tx, node.children, id, knownRoutes);
  }
}

/**
 * Seeds the menu from MENU_TREE on an empty table, and on later starts adds the routes a newer
 * build brings, under the same section; what admins changed is left alone.
 */
export async function seedMenu(tx: DbOrTx): Promise<void> {
  const rows = await tx
    .select({ route: menuItems.routeName })
    .from(menuItems)
    .where(sql`${menuItems.routeName} is not null`);
  const knownRoutes = new Set(rows.map((r) => r.route).filter((r): r is string => r !== null));
  await syncLevel(tx, MENU_TREE, null, knownRoutes);
}
