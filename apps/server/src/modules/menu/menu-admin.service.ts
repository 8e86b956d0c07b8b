/**
 * The menu editor. `position` is an entry's place among its siblings, counted from 0: a save
 * puts the entry at the requested place (the end when the number is larger) and renumbers its
 * siblings 0..n-1 so the others keep their relative order. Storing raw numbers would let two
 * entries share a position, and the one with the lower id would win.
 */
import {
  MENU_MAX_DEPTH,
  ROUTE_BY_NAME,
  type TMenuAdminNode,
  type TUpdateMenuItemRequest,
} from '@sikerja/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { menuItems } from '../../db/schema/menu.ts';
import { AppError } from '../../http/app-error.ts';
import { type Actor, writeAudit } from '../../platform/audit/audit.ts';
import { loadMenuTree, type MenuTreeNode } from './menu.repository.ts';

function present(node: MenuTreeNode, position: number): TMenuAdminNode {
  return {
    id: node.id,
    parent_id: node.parentId,
    position,
    label: node.label,
    route_name: node.routeName,
    path: node.routeName ? (ROUTE_BY_NAME.get(node.routeName)?.path ?? null) : null,
    icon: node.icon,
    is_divider: node.isDivider,
    is_new: node.isNew,
    children: node.children.map(present),
  };
}

/** The whole menu for the editor, unfiltered, with positions as places among siblings. */
export async function getMenuForEditing(db: DbOrTx): Promise<TMenuAdminNode[]> {
  return (await loadMenuTree(db)).map(present);
}

interface IndexEntry {
  node: MenuTreeNode;
  depth: number;
  /** The entry's siblings in menu order, itself included. */
  siblings: MenuTreeNode[];
}

function indexTree(nodes: MenuTreeNode[], depth = 1, index = new Map<number, IndexEntry>()) {
  for (const node of nodes) {
    index.set(node.id, { node, depth, siblings: nodes });
    indexTree(node.children, depth + 1, index);
  }
  return index;
}

function subtreeHeight(node: MenuTreeNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

function contains(node: MenuTreeNode, id: number): boolean {
  return node.id === id || node.children.some((child) => contains(child, id));
}

/** Throws 422 on `parent_id` when the entry may not go under `parentId`. */
function checkPlace(index: Map<number, IndexEntry>, node: MenuTreeNode, parentId: number | null) {
  if (node.isDivider && parentId !== null) {
    throw AppError.validation({
      parent_id: ['Judul bagian hanya dapat berada di tingkat teratas'],
    });
  }
  let depth = 1;
  if (parentId !== null) {
    const parent = index.get(parentId);
    if (!parent) throw AppError.validation({ parent_id: ['Induk menu tidak ditemukan'] });
    if (parent.node.isDivider || parent.node.routeName) {
      throw AppError.validation({
        parent_id: ['Induk harus berupa grup menu, bukan layar atau judul bagian'],
      });
    }
    if (contains(node, parentId)) {
      throw AppError.validation({
        parent_id: ['Menu tidak dapat dipindahkan ke dalam dirinya sendiri'],
      });
    }
    depth = parent.depth + 1;
  }
  if (depth - 1 + subtreeHeight(node) > MENU_MAX_DEPTH) {
    throw AppError.validation({ parent_id: [`Menu paling banyak ${MENU_MAX_DEPTH} tingkat`] });
  }
}

/** Writes positions 0..n-1 in the given order, touching only rows whose number changes. */
async function renumber(tx: DbOrTx, ordered: readonly MenuTreeNode[], movedId: number) {
  for (const [position, node] of ordered.entries()) {
    // The moved entry was written with its new place already.
    if (node.id === movedId || node.position === position) continue;
    await tx.update(menuItems).set({ position }).where(eq(menuItems.id, node.id));
  }
}

/**
 * Renames, re-icons, badges or moves one entry. A move must land under a group (not a screen
 * or a heading), never inside the entry itself, and keep the tree at most three levels deep;
 * headings stay at the top level.
 */
export async function updateMenuItem(
  db: Db,
  id: number,
  input: TUpdateMenuItemRequest,
  actor: Actor,
): Promise<TMenuAdminNode[]> {
  return db.transaction(async (tx) => {
    // The checks read the whole tree: two saves at once could otherwise each move a group into
    // the other, or number the same siblings differently. Reading the menu is not blocked.
    await tx.execute(sql`lock table ${menuItems} in exclusive mode`);
    const roots = await loadMenuTree(tx);
    const index = indexTree(roots);
    const entry = index.get(id);
    if (!entry) throw AppError.notFound('Menu tidak ditemukan.');
    const { node, siblings } = entry;
    checkPlace(index, node, input.parent_id);

    const newSiblings = (
      input.parent_id === null ? roots : (index.get(input.parent_id)?.node.children ?? [])
    ).filter((sibling) => sibling.id !== id);
    const position = Math.min(input.position, newSiblings.length);
    const before = {
      label: node.label,
      icon: node.icon,
      is_new: node.isNew,
      parent_id: node.parentId,
      position: siblings.indexOf(node),
    };
    const after = {
      label: input.label,
      icon: input.icon,
      is_new: input.is_new,
      parent_id: input.parent_id,
      position,
    };

    await tx
      .update(menuItems)
      .set({
        label: after.label,
        icon: after.icon,
        isNew: after.is_new,
        parentId: after.parent_id,
        position,
      })
      .where(eq(menuItems.id, id));
    await renumber(
      tx,
      [...newSiblings.slice(0, position), node, ...newSiblings.slice(position)],
      id,
    );
    // The place it left closes up, so the old siblings stay numbered 0..n-1 as well.
    if (input.parent_id !== node.parentId) {
      await renumber(
        tx,
        siblings.filter((sibling) => sibling.id !== id),
        id,
      );
    }
    await writeAudit(tx, actor, {
      action: 'menu.update',
      tableName: 'menu_items',
      rowId: id,
      before,
      after,
    });
    return getMenuForEditing(tx);
  });
}
