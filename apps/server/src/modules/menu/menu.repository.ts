import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { menuItems } from '../../db/schema/menu.ts';

export type MenuRow = typeof menuItems.$inferSelect;

export interface MenuTreeNode extends MenuRow {
  children: MenuTreeNode[];
}

/** The whole menu as a tree, ordered by position. */
export async function loadMenuTree(tx: DbOrTx): Promise<MenuTreeNode[]> {
  const rows = await tx
    .select()
    .from(menuItems)
    .orderBy(asc(menuItems.position), asc(menuItems.id));
  const byId = new Map<number, MenuTreeNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: MenuTreeNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
