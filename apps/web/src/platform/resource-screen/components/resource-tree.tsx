import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  getTreeExpandedState,
  Skeleton,
  Stack,
  Text,
  Tree,
  type TreeNodeData,
  UnstyledButton,
  useTree,
} from '@mantine/core';
import { IconAlertTriangle, IconChevronRight } from '@tabler/icons-react';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAllResourceRows } from '../api/all-rows.ts';
import type { ResourceEndpoints } from '../api/resource-endpoints.ts';
import type { ResourceScreenConfig, ResourceTreeConfig } from '../resource-config.ts';
import classes from './resource-tree.module.css';
import { buildResourceTree, type ResourceTreeNode } from './resource-tree-data.ts';

type Row = { id: number } & Record<string, unknown>;

/** Mantine's tree data; each node keeps its row for rendering. */
function toTreeData(nodes: ResourceTreeNode<Row>[], tree: ResourceTreeConfig<Row>): TreeNodeData[] {
  return nodes.map(({ row, children }) => ({
    value: String(row.id),
    label: tree.label(row),
    nodeProps: { row },
    children: children.length > 0 ? toTreeData(children, tree) : undefined,
  }));
}

interface TreeViewProps {
  data: TreeNodeData[];
  tree: ResourceTreeConfig<Row>;
  onEdit: (row: Row) => void;
}

/** Mounted once the rows are in, so every branch starts open. */
function TreeView({ data, tree, onEdit }: TreeViewProps) {
  const controller = useTree({ initialExpandedState: getTreeExpandedState(data, '*') });
  return (
    <Stack gap="sm">
      <Group gap="xs" justify="flex-end">
        <Button variant="subtle" size="compact-sm" onClick={() => controller.expandAllNodes()}>
          Buka semua
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={() => controller.collapseAllNodes()}>
          Tutup semua
        </Button>
      </Group>
      <Tree
        data={data}
        tree={controller}
        expandOnClick={false}
        levelOffset={22}
        withLines
        renderNode={({ node, expanded, hasChildren, elementProps }) => {
          const row = node.nodeProps?.row as Row;
          const label = String(node.label);
          const detail = tree.detail?.(row);
          return (
            <div {...elementProps}>
              <div className={classes.row}>
                {hasChildren ? (
                  <ActionIcon
                    className={classes.toggle}
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`${expanded ? 'Tutup' : 'Buka'} ${label}`}
                    aria-expanded={expanded}
                    onClick={() => controller.toggleExpanded(node.value)}
                  >
                    <IconChevronRight
                      size={14}
                      className={classes.chevron}
                      data-open={expanded || undefined}
                    />
                  </ActionIcon>
                ) : (
                  <span className={classes.leaf} />
                )}
                <div className={classes.text}>
                  <UnstyledButton
                    className={classes.name}
                    onClick={() => onEdit(row)}
                    aria-label={`Ubah ${label}`}
                  >
                    {label}
                  </UnstyledButton>
                  {detail && (
                    <Text size="xs" c="dimmed">
                      {detail}
                    </Text>
                  )}
                </div>
                {row.is_active === false && (
                  <Badge variant="light" color="gray" size="sm" mt={3}>
                    Nonaktif
                  </Badge>
                )}
              </div>
            </div>
          );
        }}
      />
    </Stack>
  );
}

interface ResourceTreeProps {
  config: ResourceScreenConfig<Row>;
  tree: ResourceTreeConfig<Row>;
  resource: ResourceEndpoints<Row>;
  onEdit: (row: Row) => void;
}

/**
 * The 'Struktur' view of a master with a parent column (config.tree): every row, children
 * under their parent, all open. A row's name opens its form, as 'Ubah' does in the table.
 */
export function ResourceTree({ config, tree, resource, onEdit }: ResourceTreeProps) {
  const all = useAllResourceRows(resource, config.row);
  const data = useMemo(
    () => (all.data ? toTreeData(buildResourceTree(all.data.rows, tree), tree) : null),
    [all.data, tree],
  );
  return (
    <Card
      component="section"
      withBorder
      padding="md"
      radius="md"
      aria-label={`Struktur ${config.noun}`}
    >
      {all.error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {errorMessage(all.error)}
        </Alert>
      ) : !data ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={28} w="40%" />
          <Skeleton h={28} w="55%" ml={28} />
          <Skeleton h={28} w="50%" ml={28} />
        </Stack>
      ) : data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" data-empty-list>
          Belum ada data.
        </Text>
      ) : (
        <Stack gap="sm">
          {all.data?.isComplete === false && (
            <Alert color="yellow" variant="light">
              Hanya sebagian data yang ditampilkan; gunakan tampilan tabel untuk mencari.
            </Alert>
          )}
          <TreeView data={data} tree={tree} onEdit={onEdit} />
        </Stack>
      )}
    </Card>
  );
}
