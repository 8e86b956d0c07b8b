import { ActionIcon, Badge, Button, Code, Group, Text } from '@mantine/core';
import type { TMenuAdminNode } from '@sikerja/contracts';
import { IconChevronRight, IconPencil } from '@tabler/icons-react';
import { menuIcon } from '../../../components/menu-icons.ts';
import { isGroup } from './menu-admin-model.ts';
import classes from './menu-admin-tree.module.css';

interface MenuAdminTreeProps {
  nodes: readonly TMenuAdminNode[];
  /** Ids to show; everything when unset. */
  visible?: ReadonlySet<number>;
  /** Groups shown open. */
  expanded: ReadonlySet<number>;
  onToggle: (node: TMenuAdminNode) => void;
  onEdit: (node: TMenuAdminNode) => void;
}

type RowProps = Omit<MenuAdminTreeProps, 'nodes' | 'visible'> & { node: TMenuAdminNode };

function EditButton({ node, onEdit }: Pick<RowProps, 'node' | 'onEdit'>) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconPencil size={14} />}
      onClick={() => onEdit(node)}
      aria-label={`Ubah ${node.label}`}
    >
      Ubah
    </Button>
  );
}

function Toggle({ node, expanded, onToggle }: Pick<RowProps, 'node' | 'expanded' | 'onToggle'>) {
  if (!isGroup(node) || node.children.length === 0) return <span className={classes.spacer} />;
  const isOpen = expanded.has(node.id);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      onClick={() => onToggle(node)}
      aria-label={isOpen ? `Tutup ${node.label}` : `Buka ${node.label}`}
      aria-expanded={isOpen}
    >
      <IconChevronRight size={14} className={classes.chevron} data-open={isOpen || undefined} />
    </ActionIcon>
  );
}

function EntryRow(props: RowProps) {
  const { node, onEdit } = props;
  if (node.is_divider) {
    return (
      <div className={`${classes.row} ${classes.heading}`}>
        <Text className={classes.label} size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.6}>
          {node.label}
        </Text>
        <EditButton node={node} onEdit={onEdit} />
      </div>
    );
  }
  const Icon = menuIcon(node.icon);
  const group = isGroup(node);
  return (
    <div className={classes.row}>
      <Toggle {...props} />
      <span className={classes.icon}>
        <Icon size={18} stroke={1.6} aria-hidden />
      </span>
      <Group className={classes.label} gap="xs" wrap="wrap">
        <Text size="sm" fw={group ? 600 : 400}>
          {node.label}
        </Text>
        {node.is_new && (
          <Badge size="xs" color="red" variant="filled">
            Baru
          </Badge>
        )}
        {group ? (
          <Text size="xs" c="dimmed">
            Grup · {node.children.length} menu
          </Text>
        ) : (
          <Code>{node.path ?? node.route_name}</Code>
        )}
      </Group>
      <EditButton node={node} onEdit={onEdit} />
    </div>
  );
}

function Branch({ nodes, visible, isRoot, ...rowProps }: MenuAdminTreeProps & { isRoot: boolean }) {
  const shown = visible ? nodes.filter((node) => visible.has(node.id)) : nodes;
  if (shown.length === 0) return null;
  return (
    <ul className={isRoot ? classes.list : classes.children}>
      {shown.map((node) => (
        <li key={node.id}>
          <EntryRow node={node} {...rowProps} />
          {rowProps.expanded.has(node.id) && (
            <Branch nodes={node.children} visible={visible} isRoot={false} {...rowProps} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The side menu as an indented tree: section headings, groups and screens, each editable. */
export function MenuAdminTree(props: MenuAdminTreeProps) {
  return <Branch {...props} isRoot />;
}
