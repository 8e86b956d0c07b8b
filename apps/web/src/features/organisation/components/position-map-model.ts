import type { TPositionMapNode } from '@sikerja/contracts';

/** Every position of the map, depth first, with how deep it sits. */
export function flattenMap(
  nodes: readonly TPositionMapNode[],
  depth = 0,
): { node: TPositionMapNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenMap(node.children, depth + 1)]);
}

/** The ids of a position and everything under it: the superiors a move may not choose. */
export function subtreeIds(node: TPositionMapNode): Set<number> {
  return new Set(flattenMap([node]).map((entry) => entry.node.id));
}

/** How many positions the map holds. */
export function countPositions(nodes: readonly TPositionMapNode[]): number {
  return flattenMap(nodes).length;
}
