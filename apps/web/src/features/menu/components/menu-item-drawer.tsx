import { Drawer, Text } from '@mantine/core';
import type { TMenuAdminNode } from '@sikerja/contracts';
import { isGroup } from './menu-admin-model.ts';
import { MenuItemForm } from './menu-item-form.tsx';

function kindOf(node: TMenuAdminNode): string {
  if (node.is_divider) return 'Judul bagian';
  if (isGroup(node)) return `Grup berisi ${node.children.length} menu`;
  return `Layar ${node.path ?? node.route_name}`;
}

/** Edits one menu entry beside the tree. */
export function MenuItemDrawer({
  node,
  tree,
  onClose,
}: {
  node: TMenuAdminNode | null;
  tree: readonly TMenuAdminNode[];
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={node !== null}
      onClose={onClose}
      position="right"
      size="md"
      title="Ubah Menu"
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {node && (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {kindOf(node)}
          </Text>
          <MenuItemForm
            key={node.id}
            node={node}
            tree={tree}
            onSaved={onClose}
            onCancel={onClose}
          />
        </>
      )}
    </Drawer>
  );
}
