/** How rows pointing at a parent row become the tree of the 'Struktur' view. */
import { describe, expect, it } from 'vitest';
import { buildResourceTree } from './resource-tree-data.ts';

describe('buildResourceTree', () => {
  type Row = { id: number; parent_id: number | null };
  const ids = (nodes: ReturnType<typeof buildResourceTree<Row>>): unknown[] =>
    nodes.map((n) => (n.children.length ? [n.row.id, ids(n.children)] : n.row.id));

  it.each<[string, Row[], unknown[]]>([
    [
      'keeps the given order',
      [
        { id: 2, parent_id: null },
        { id: 1, parent_id: null },
      ],
      [2, 1],
    ],
    [
      'nests children whatever the order of parent and child',
      [
        { id: 3, parent_id: 2 },
        { id: 1, parent_id: null },
        { id: 2, parent_id: 1 },
      ],
      [[1, [[2, [3]]]]],
    ],
    ['puts a row with an unknown parent at the top', [{ id: 5, parent_id: 99 }], [5]],
    ['puts a row that is its own parent at the top', [{ id: 6, parent_id: 6 }], [6]],
    [
      'cuts a loop of parents instead of dropping its rows',
      [
        { id: 1, parent_id: 2 },
        { id: 2, parent_id: 1 },
        { id: 3, parent_id: null },
      ],
      [3, [1, [2]]],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(ids(buildResourceTree(rows, { parentKey: 'parent_id' }))).toEqual(expected);
  });
});
