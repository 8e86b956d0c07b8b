import type { ResourceTreeConfig } from '../resource-config.ts';

type Row = { id: number } & Record<string, unknown>;

/** One row in the tree, with the rows that name it as their parent. */
export interface ResourceTreeNode<R extends Row = Row> {
  row: R;
  children: ResourceTreeNode<R>[];
}

/**
 * Rows as a forest, in the order given (the list's default sort), children under the row their
 * `parentKey` names. A row whose parent is empty or not among the rows (a filtered-out or
 * deleted parent) is a root; so is a row caught in a loop of parents, which the server refuses
 * but a tree must never hang or drop rows on.
 */
export function buildResourceTree<R extends Row>(
  rows: readonly R[],
  config: Pick<ResourceTreeConfig<R>, 'parentKey'>,
): ResourceTreeNode<R>[] {
  const nodes = new Map(
    rows.map((row) => [row.id, { row, children: [] as ResourceTreeNode<R>[] }]),
  );
  const parentOf = (row: R) => {
    const parent = row[config.parentKey];
    return typeof parent === 'number' && parent !== row.id ? nodes.get(parent) : undefined;
  };
  const roots: ResourceTreeNode<R>[] = [];
  for (const node of nodes.values()) {
    const parent = parentOf(node.row);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  // Rows reachable from no root sit in a loop: cut each loop at its first row.
  const reached = new Set<number>();
  const walk = (node: ResourceTreeNode<R>) => {
    reached.add(node.row.id);
    for (const child of node.children) if (!reached.has(child.row.id)) walk(child);
  };
  for (const root of roots) walk(root);
  for (const node of nodes.values()) {
    if (reached.has(node.row.id)) continue;
    const parent = parentOf(node.row);
    if (parent) parent.children = parent.children.filter((child) => child !== node);
    roots.push(node);
    walk(node);
  }
  return roots;
}
