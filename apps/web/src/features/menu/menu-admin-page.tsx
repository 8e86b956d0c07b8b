import { Alert, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { TMenuAdminNode } from '@sikerja/contracts';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useAdminMenu } from './api/get-admin-menu.ts';
import { filterRows, menuRows } from './components/menu-admin-model.ts';
import { MenuAdminTree } from './components/menu-admin-tree.tsx';
import { MenuItemDrawer } from './components/menu-item-drawer.tsx';

function TreeSkeleton() {
  return (
    <Stack gap="xs" p="sm">
      {[70, 55, 60, 45, 65, 50, 58, 40].map((width, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h={28} w={`${width}%`} ml={i % 3 === 0 ? 0 : 'xl'} />
      ))}
    </Stack>
  );
}

/** '/admin/menu': 'Pengaturan Menu', the side menu's labels, icons, badges and order. */
export function MenuAdminPage() {
  const menu = useAdminMenu();
  const [search, setSearch] = useState('');
  const [editingId, setEditingId] = useState<number | null>(null);
  const tree = menu.data?.data;
  const rows = useMemo(() => menuRows(tree ?? []), [tree]);
  const visible = useMemo(
    () => (search.trim() ? new Set(filterRows(rows, search).map((row) => row.node.id)) : undefined),
    [rows, search],
  );
  const groupIds = useMemo(
    () => rows.filter((row) => row.node.children.length > 0).map((row) => row.node.id),
    [rows],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (node: TMenuAdminNode) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(node.id)) next.add(node.id);
      return next;
    });
  // Looked up by id so the drawer follows the tree the last save answered.
  const editing = rows.find((row) => row.node.id === editingId)?.node ?? null;

  return (
    <>
      <PageHeader
        description="Susun menu samping: label, ikon, lencana baru, induk dan urutan. Siapa melihat layar mana tetap diatur di Grup Pengguna."
        actions={
          <>
            <Button variant="default" size="sm" onClick={() => setExpanded(new Set(groupIds))}>
              Buka semua
            </Button>
            <Button variant="default" size="sm" onClick={() => setExpanded(new Set())}>
              Tutup semua
            </Button>
            <TextInput
              aria-label="Cari menu"
              placeholder="Cari label atau alamat…"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={260}
            />
          </>
        }
      />
      {menu.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="lg">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessage(menu.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => menu.refetch()}>
              Coba lagi
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" p="xs" aria-busy={menu.isPending}>
        {menu.isPending && <TreeSkeleton />}
        {tree && visible?.size === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            Tidak ada menu yang cocok dengan "{search.trim()}".
          </Text>
        )}
        {tree && (
          <MenuAdminTree
            nodes={tree}
            visible={visible}
            // A search opens every group so that what matches inside them shows.
            expanded={visible ? new Set(groupIds) : expanded}
            onToggle={toggle}
            onEdit={(node: TMenuAdminNode) => setEditingId(node.id)}
          />
        )}
      </Paper>
      <MenuItemDrawer node={editing} tree={tree ?? []} onClose={() => setEditingId(null)} />
    </>
  );
}
