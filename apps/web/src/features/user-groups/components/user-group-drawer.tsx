import { Alert, Drawer, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error.ts';
import { usePermissionTree } from '../api/get-permission-tree.ts';
import { useUserGroup } from '../api/get-user-group.ts';
import { UserGroupForm } from './user-group-form.tsx';

/** What the drawer shows: a new group, an existing one, or nothing. */
export type GroupEditing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

/** Create or edit a user group beside the list. */
export function UserGroupDrawer({
  editing,
  onClose,
}: {
  editing: GroupEditing;
  onClose: () => void;
}) {
  const id = editing?.mode === 'edit' ? editing.id : null;
  const detail = useUserGroup(id);
  const tree = usePermissionTree();
  const isLoading = id !== null && detail.isPending;
  const error = detail.error ?? tree.error;

  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={editing?.mode === 'edit' ? 'Ubah Grup Pengguna' : 'Tambah Grup Pengguna'}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
          {errorMessage(error)}
        </Alert>
      )}
      {isLoading ? (
        <Stack gap="md">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={80} />
        </Stack>
      ) : (
        editing &&
        (id === null || detail.data) && (
          <UserGroupForm
            key={id ?? 'new'}
            group={detail.data?.data ?? null}
            permissionTree={tree.data?.data}
            onSaved={onClose}
            onCancel={onClose}
          />
        )
      )}
    </Drawer>
  );
}
