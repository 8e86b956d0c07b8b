import { MENU_MAX_DEPTH, type TMenuAdminNode } from '@sikerja/contracts';

/** One line of the editor's tree. */
export interface MenuRow {
  node: TMenuAdminNode;
  /** 1 for the top level. */
  depth: number;
  /** The section heading above it, for telling apart groups with the same label. */
  section: string | null;
}

/** A group holds entries: neither a screen nor a section heading. */
export function isGroup(node: TMenuAdminNode): boolean {
  return !node.is_divider && node.route_name === null;
}

/** The tree as lines in menu order, each with its depth and section. */
export function menuRows(nodes: readonly TMenuAdminNode[]): MenuRow[] {
  const rows: MenuRow[] = [];
  let section: string | null = null;
  const walk = (level: readonly TMenuAdminNode[], depth: number) => {
    for (const node of level) {
      if (node.is_divider && depth === 1) section = node.label;
      rows.push({ node, depth, section });
      walk(node.children, depth + 1);
    }
  };
  walk(nodes, 1);
  return rows;
}

function matches(node: TMenuAdminNode, query: string): boolean {
  return (
    node.label.toLowerCase().includes(query) ||
    (node.path?.toLowerCase().includes(query) ?? false) ||
    node.children.some((child) => matches(child, query))
  );
}

/** The lines whose label or path contains the text, with the groups above them. */
export function filterRows(rows: readonly MenuRow[], text: string): MenuRow[] {
  const query = text.trim().toLowerCase();
  if (!query) return [...rows];
  return rows.filter((row) => matches(row.node, query));
}

function height(node: TMenuAdminNode): number {
  return 1 + Math.max(0, ...node.children.map(height));
}

function contains(node: TMenuAdminNode, id: number): boolean {
  return node.id === id || node.children.some((child) => contains(child, id));
}

/** The entries directly under a parent (null: the top level). */
export function childrenOf(
  tree: readonly TMenuAdminNode[],
  parentId: number | null,
): readonly TMenuAdminNode[] {
  if (parentId === null) return tree;
  return menuRows(tree).find((row) => row.node.id === parentId)?.node.children ?? [];
}

export interface ParentOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/** Value of the 'Tingkat teratas' option; ids start at 1. */
export const TOP_LEVEL = 0;

/**
 * The places the entry may move to: the top level and every group, grouped by section and
 * named by their path. Places the server would refuse (inside itself, too deep) are disabled.
 */
export function parentOptions(tree: readonly TMenuAdminNode[], editing: TMenuAdminNode) {
  const rows = menuRows(tree);
  const labelOf = new Map(rows.map((row) => [row.node.id, row.node.label]));
  const parentOf = new Map(rows.map((row) => [row.node.id, row.node.parent_id]));
  const pathOf = (id: number): string => {
    const parent = parentOf.get(id) ?? null;
    const label = labelOf.get(id) ?? '';
    return parent === null ? label : `${pathOf(parent)} › ${label}`;
  };
  const groups = rows.filter((row) => isGroup(row.node));
  const paths = groups.map((row) => pathOf(row.node.id));
  const sections = new Map<string, ParentOption[]>();
  for (const [i, row] of groups.entries()) {
    const key = row.section ?? 'Tanpa judul bagian';
    const path = paths[i] ?? row.node.label;
    // The chosen value shows without its section heading, so a repeated name carries it.
    const isRepeated = paths.indexOf(path) !== paths.lastIndexOf(path);
    const options = sections.get(key) ?? [];
    options.push({
      value: row.node.id,
      label: isRepeated ? `${path} (${key})` : path,
      disabled: contains(editing, row.node.id) || row.depth + height(editing) > MENU_MAX_DEPTH,
    });
    sections.set(key, options);
  }
  return [
    { group: 'Tingkat teratas', items: [{ value: TOP_LEVEL, label: 'Tingkat teratas' }] },
    ...[...sections].map(([group, items]) => ({ group, items })),
  ];
}
