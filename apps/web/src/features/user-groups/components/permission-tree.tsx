import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Collapse,
  Group,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { TPermissionNode } from '@sikerja/contracts';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { checkState, filterTree, permissionsUnder, toggleNode } from './permission-tree-model.ts';

interface PermissionTreeProps {
  nodes: readonly TPermissionNode[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

interface NodeProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  node: TPermissionNode;
  selected: ReadonlySet<string>;
  level: number;
  forceOpen: boolean;
}

function PermissionNodeRow({ node, selected, value, onChange, level, forceOpen }: NodeProps) {
  const [isOpen, setOpen] = useState(level === 0);
  const state = checkState(node, selected);
  const under = permissionsUnder(node);
  const hasChildren = node.children.length > 0;
  const expanded = forceOpen || isOpen;
  const count = under.filter((p) => selected.has(p)).length;

  return (
    <Box>
      <Group gap={4} wrap="nowrap" py={3} pl={level * 22}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => setOpen((open) => !open)}
            aria-label={expanded ? `Tutup ${node.label}` : `Buka ${node.label}`}
            aria-expanded={expanded}
          >
            <IconChevronRight
              size={14}
              style={{
                transform: expanded ? 'rotate(90deg)' : undefined,
                transition: 'transform 150ms',
              }}
            />
          </ActionIcon>
        ) : (
          <Box w={22} />
        )}
        <Checkbox
          label={node.label}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={under.length === 0}
          onChange={() => onChange(toggleNode(node, value))}
          fw={hasChildren ? 600 : 400}
        />
        {hasChildren && (
          <Text size="xs" c="dimmed" ml={4}>
            {count}/{under.length}
          </Text>
        )}
      </Group>
      {hasChildren && (
        <Collapse expanded={expanded}>
          {node.children.map((child) => (
            <PermissionNodeRow
              key={`${child.permission ?? ''}:${child.label}`}
              node={child}
              selected={selected}
              value={value}
              onChange={onChange}
              level={level + 1}
              forceOpen={forceOpen}
            />
          ))}
        </Collapse>
      )}
    </Box>
  );
}

/** Checkbox tree of permissions: ticking a group ticks all its children. */
export function PermissionTree({ nodes, value, onChange }: PermissionTreeProps) {
  const [filter, setFilter] = useState('');
  const selected = useMemo(() => new Set(value), [value]);
  const visible = useMemo(() => filterTree(nodes, filter), [nodes, filter]);
  const all = useMemo(() => nodes.flatMap(permissionsUnder), [nodes]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <TextInput
          placeholder="Cari hak akses…"
          aria-label="Cari hak akses"
          leftSection={<IconSearch size={14} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          size="sm"
          style={{ flex: 1 }}
        />
        <Group gap={6}>
          <Button
            size="xs"
            variant="default"
            onClick={() => onChange([...new Set([...value, ...all])])}
          >
            Pilih semua
          </Button>
          <Button size="xs" variant="default" onClick={() => onChange([])}>
            Kosongkan
          </Button>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {selected.size} dari {all.length} hak akses dipilih
      </Text>
      <ScrollArea.Autosize mah="55vh" type="auto">
        {visible.length === 0 ? (
          <Text size="sm" c="dimmed" py="md" ta="center">
            Tidak ada hak akses yang cocok
          </Text>
        ) : (
          visible.map((node) => (
            <PermissionNodeRow
              key={`${node.permission ?? ''}:${node.label}`}
              node={node}
              selected={selected}
              value={value}
              onChange={onChange}
              level={0}
              forceOpen={filter.trim() !== ''}
            />
          ))
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}
