import type { TPermissionNode } from '@sikerja/contracts';

/** Every permission a node grants: its own and all of its descendants'. */
export function permissionsUnder(node: TPermissionNode): string[] {
  return [
    ...(node.permission ? [node.permission] : []),
    ...node.children.flatMap(permissionsUnder),
  ];
}

export type CheckState = 'all' | 'some' | 'none';

/** Whether a node's permissions are all, some or none of the selected ones. */
export function checkState(node: TPermissionNode, selected: ReadonlySet<string>): CheckState {
  const own = permissionsUnder(node);
  const count = own.filter((p) => selected.has(p)).length;
  if (own.length > 0 && count === own.length) return 'all';
  return count > 0 ? 'some' : 'none';
}

/** Ticking a group ticks everything under it; unticking a full group clears it. */
export function toggleNode(node: TPermissionNode, selected: readonly string[]): string[] {
  const under = permissionsUnder(node);
  const set = new Set(selected);
  if (checkState(node, set) === 'all') {
    for (const p of under) set.delete(p);
  } else {
    for (const p of under) set.add(p);
  }
  return [...set];
}

/** The nodes whose label (or a descendant's) contains the text, keeping their ancestors. */
export function filterTree(nodes: readonly TPermissionNode[], text: string): TPermissionNode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.label.toLowerCase().includes(needle)) return [node];
    const children = filterTree(node.children, needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}
