/**
 * Seeds the side menu from MENU_TREE. Admins may rename and move entries afterwards, so an
 * entry is not found again by its label: a route is known wherever it sits, and a heading or a
 * group is (re)created only when it brings a route the table does not have yet. A group whose
 * every screen is already in the menu is left alone, however the admin renamed or moved it.
 */
import { MENU_TREE, type MenuNode } from '@sikerja/contracts';
import { and, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { menuItems } from '../schema/menu.ts';

function routesIn(node: MenuNode): string[] {
  return node.route ? [node.route] : (node.children ?? []).flatMap(routesIn);
}

/** The routes an entry brings: a heading brings those of the entries up to the next heading. */
function routesBroughtBy(nodes: readonly MenuNode[], index: number): string[] {
  const node = nodes[index];
  if (!node?.divider) return node ? routesIn(node) : [];
  const routes: string[] = [];
  for (const next of nodes.slice(index + 1)) {
    if (next.divider) break;
    routes.push(...routesIn(next));
  }
  return routes;
}

/** The known routes of a group's subtree, each with how many levels below the group it is. */
function knownDescendants(node: MenuNode, knownRoutes: ReadonlySet<string>, depth = 1) {
  const found: { route: string; depth: number }[] = [];
  for (const child of node.children ?? []) {
    if (child.route && knownRoutes.has(child.route)) found.push({ route: child.route, depth });
    found.push(...knownDescendants(child, knownRoutes, depth + 1));
  }
  return found.sort((a, b) => a.depth - b.depth);
}

/**
 * The row standing for a group of MENU_TREE: the group that holds its screens now, found from
 * the screen nearest the top. Labels are no guide: admins rename groups, and MENU_TREE has
 * several groups called 'Presensi', 'Kinerja' or 'Laporan' at the same level.
 */
async function findGroup(
  tx: DbOrTx,
  node: MenuNode,
  knownRoutes: ReadonlySet<string>,
): Promise<number | undefined> {
  const [nearest] = knownDescendants(node, knownRoutes);
  if (!nearest) return undefined;
  const [screen] = await tx
    .select({ parentId: menuItems.parentId })
    .from(menuItems)
    .where(eq(menuItems.routeName, nearest.route));
  let id = screen?.parentId ?? null;
  for (let level = 1; level < nearest.depth && id !== null; level++) {
    const [row] = await tx
      .select({ parentId: menuItems.parentId })
      .from(menuItems)
      .where(eq(menuItems.id, id));
    id = row?.parentId ?? null;
  }
  return id ?? undefined;
}

function headingWhere(label: string) {
  return and(isNull(menuItems.parentId), eq(menuItems.isDivider, true), eq(menuItems.label, label));
}

/** Where the row standing for a MENU_TREE entry is now, if it is in the table. */
async function placeOf(tx: DbOrTx, node: MenuNode, knownRoutes: ReadonlySet<string>) {
  let where: SQL | undefined;
  if (node.route) where = eq(menuItems.routeName, node.route);
  else if (node.divider) where = headingWhere(node.label);
  else {
    const id = await findGroup(tx, node, knownRoutes);
    if (id === undefined) return undefined;
    where = eq(menuItems.id, id);
  }
  const [row] = await tx
    .select({ parentId: menuItems.parentId, position: menuItems.position })
    .from(menuItems)
    .where(where);
  return row;
}

/**
 * The position for a new entry: right after the nearest entry MENU_TREE puts before it that
 * is still under the same parent (first when there is none), moving the later ones down so
 * an admin's order stays as it was around it.
 */
async function positionFor(
  tx: DbOrTx,
  nodes: readonly MenuNode[],
  index: number,
  parentId: number | null,
  knownRoutes: ReadonlySet<string>,
): Promise<number> {
  let after = -1;
  for (const previous of nodes.slice(0, index).reverse()) {
    const place = await placeOf(tx, previous, knownRoutes);
    if (place && place.parentId === parentId) {
      after = place.position;
      break;
    }
  }
  await tx
    .update(menuItems)
    .set({ position: sql`${menuItems.position} + 1` })
    .where(
      and(
        parentId === null ? isNull(menuItems.parentId) : eq(menuItems.parentId, parentId),
        gt(menuItems.position, after),
      ),
    );
  return after + 1;
}

async function syncLevel(
  tx: DbOrTx,
  nodes: readonly MenuNode[],
  parentId: number | null,
  knownRoutes: Set<string>,
): Promise<void> {
  for (const [index, node] of nodes.entries()) {
    const routes = routesBroughtBy(nodes, index);
    // Nothing new here: a route an admin moved stays where they put it, and a renamed or moved
    // group or heading is not recreated empty under its old name.
    if (routes.every((route) => knownRoutes.has(route))) continue;
    if (node.divider) {
      // A section already in the menu keeps its heading, renamed or not; its new screens are
      // added by their own entries below it.
      if (routes.some((route) => knownRoutes.has(route))) continue;
      const [heading] = await tx
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(headingWhere(node.label));
      if (heading) continue;
    }
    let id = node.children ? await findGroup(tx, node, knownRoutes) : undefined;
    if (!id) {
      const [row] = await tx
        .insert(menuItems)
        .values({
          parentId,
          position: await positionFor(tx, nodes, index, parentId, knownRoutes),
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
 * Fills an empty menu from MENU_TREE and, on later starts, adds the routes a newer build brings
 * in the section or group MENU_TREE puts them; what admins changed is left alone.
 */
export async function seedMenu(tx: DbOrTx): Promise<void> {
  const rows = await tx
    .select({ route: menuItems.routeName })
    .from(menuItems)
    .where(isNotNull(menuItems.routeName));
  const knownRoutes = new Set(rows.map((r) => r.route).filter((r): r is string => r !== null));
  await syncLevel(tx, MENU_TREE, null, knownRoutes);
}
