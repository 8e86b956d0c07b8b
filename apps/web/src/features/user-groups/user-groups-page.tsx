import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TUserGroupRow } from '@sikerja/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import {
  DataTable,
  type DataTableColumn,
  RowActions,
} from '../../platform/data-table/data-table.api.ts';
import { useDeleteUserGroup } from './api/delete-user-group.ts';
import { userGroupsList } from './api/find-user-groups.ts';
import { type GroupEditing, UserGroupDrawer } from './components/user-group-drawer.tsx';

/** '/admin/master/user_group': 'Grup Pengguna', groups of users and the permissions they grant. */
export function UserGroupsPage() {
  const [editing, setEditing] = useState<GroupEditing>(null);
  const remove = useDeleteUserGroup();

  const askDelete = (row: TUserGroupRow) =>
    confirmAction({
      title: 'Hapus grup pengguna?',
      message: `Grup "${row.name}" akan dihapus. Tindakan ini tidak dapat dibatalkan.`,
      confirmLabel: 'Hapus',
      cancelLabel: 'Batal',
      color: 'red',
      onConfirm: async () => {
        await remove.mutateAsync(row.id);
        notifySuccess(`Grup "${row.name}" telah dihapus.`);
      },
    });

  const columns: DataTableColumn<TUserGroupRow>[] = [
    {
      id: 'name',
      header: 'Nama',
      render: (row) => (
        <Stack gap={2}>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              {row.name}
            </Text>
            {row.system_key && (
              <Badge size="xs" variant="outline" color="gray">
                Sistem
              </Badge>
            )}
          </Group>
          {row.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {row.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'is_active',
      header: 'Status',
      width: 110,
      render: (row) => (
        <Badge variant="light" color={row.is_active ? 'teal' : 'gray'}>
          {row.is_active ? 'Aktif' : 'Nonaktif'}
        </Badge>
      ),
    },
    { id: 'members_count', header: 'Anggota', align: 'right', width: 100 },
    { id: 'permissions_count', header: 'Hak Akses', align: 'right', width: 110 },
    {
      id: 'actions',
      header: 'Aksi',
      align: 'right',
      width: 110,
      render: (row) => (
        <RowActions
          name={row.name}
          onEdit={() => setEditing({ mode: 'edit', id: row.id })}
          onDelete={() => askDelete(row)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        description="User group: kelompok pengguna dan hak akses yang diberikan kepada anggotanya."
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing({ mode: 'create' })}
          >
            Tambah
          </Button>
        }
      />
      <DataTable
        endpoint={userGroupsList}
        columns={columns}
        rowKey={(row) => row.id}
        label="Daftar grup pengguna"
        searchPlaceholder="Cari grup pengguna…"
      />
      <UserGroupDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
