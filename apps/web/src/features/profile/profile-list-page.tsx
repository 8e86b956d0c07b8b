/**
 * The one page of the profile's seven lists (docs/profile.md): the list of the person's rows
 * with their documents, a drawer to add or change one, and a confirmation before deleting.
 * Everything particular to a list is its config (configs/*.ts).
 */
import { Alert, Button, Drawer, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { type ComponentType, useMemo, useState } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { DataTable } from '../../components/data-table/data-table.tsx';
import { RowActions } from '../../components/data-table/row-actions.tsx';
import type { DataTableColumn } from '../../components/data-table/types.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { toTableColumn } from '../masters/components/master-cell.tsx';
import {
  type ProfileListResource,
  profileListResource,
  useDeleteProfileRow,
  useProfileRow,
  useSaveProfileRow,
} from './api/profile-api.ts';
import { DocumentLink } from './components/document-link.tsx';
import { ProfileLayout } from './components/profile-layout.tsx';
import { ProfileListForm } from './components/profile-list-form.tsx';
import type { ProfileListConfig, ProfileRow } from './profile-list-config.ts';
import { type ProfileOwner, useProfileOwner } from './use-profile-owner.ts';

type Row = ProfileRow & Record<string, unknown>;
type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;

interface ScreenProps {
  config: ProfileListConfig<Row>;
  resource: ProfileListResource<Row>;
  owner: ProfileOwner;
}

/** The values a stored row gives the form: its fields by name, and its document. */
function formValuesOf(config: ProfileListConfig<Row>, row: Row): Record<string, unknown> {
  const values: Record<string, unknown> = { ...config.defaults, file_id: row.file_id };
  for (const field of config.fields) {
    if (field.name in row) values[field.name] = row[field.name];
  }
  return values;
}

function ProfileListDrawer({
  config,
  resource,
  owner,
  editing,
  onClose,
}: ScreenProps & { editing: Editing; onClose: () => void }) {
  const id = editing?.mode === 'edit' ? editing.id : null;
  const stored = useProfileRow(resource, config.row, owner, id);
  const save = useSaveProfileRow(resource, config.row, owner);
  const row = stored.data?.data;
  return (
    <Drawer
      opened={editing !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={`${id === null ? 'Tambah' : 'Ubah'} ${config.noun}`}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {stored.error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
          {errorMessage(stored.error)}
        </Alert>
      )}
      {id !== null && stored.isPending ? (
        <Stack gap="md">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : (
        editing &&
        (id === null || row) && (
          <ProfileListForm
            key={id ?? 'new'}
            config={config}
            initialValues={row ? formValuesOf(config, row) : { ...config.defaults, file_id: null }}
            storedFile={
              row?.file_id ? { fileId: row.file_id, name: row.file_name ?? 'Dokumen' } : null
            }
            onCancel={onClose}
            onSubmit={async (values) => {
              await save.mutateAsync({ id, values });
              notifySuccess(`Data ${config.noun.toLowerCase()} berhasil disimpan.`);
              onClose();
            }}
          />
        )
      )}
    </Drawer>
  );
}

function ProfileListScreen({ config, resource, owner }: ScreenProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useDeleteProfileRow(resource, owner);

  const askDelete = (row: Row) =>
    confirmAction({
      title: `Hapus ${config.noun}?`,
      message: `"${config.itemLabel(row)}" akan dihapus beserta dokumennya.`,
      confirmLabel: 'Hapus',
      cancelLabel: 'Batal',
      color: 'red',
      onConfirm: async () => {
        const result = await remove.mutateAsync(row.id);
        notifySuccess(result.data.message);
      },
    });

  const columns: DataTableColumn<Row>[] = [
    ...config.columns.map((column) => toTableColumn<Row>(column)),
    {
      id: 'file',
      header: 'Dokumen',
      render: (row) => <DocumentLink fileId={row.file_id} name={row.file_name} />,
    },
    {
      id: 'actions',
      header: 'Aksi',
      align: 'right',
      width: 100,
      render: (row) => (
        <RowActions
          name={config.itemLabel(row)}
          onEdit={() => setEditing({ mode: 'edit', id: row.id })}
          onDelete={() => askDelete(row)}
        />
      ),
    },
  ];

  return (
    <ProfileLayout
      owner={owner}
      description={config.description}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ mode: 'create' })}>
          Tambah
        </Button>
      }
    >
      <DataTable
        endpoint={resource.list}
        columns={columns}
        rowKey={(row) => row.id}
        label={`Daftar ${config.noun}`}
        filters={owner.query}
        exportPath={resource.exportPath}
        searchPlaceholder={`Cari ${config.noun.toLowerCase()}…`}
      />
      <ProfileListDrawer
        config={config}
        resource={resource}
        owner={owner}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </ProfileLayout>
  );
}

/** A profile list's screen: the generic page bound to its config and its API path. */
export function createProfileListPage(
  config: ProfileListConfig<Row>,
  screenPath: string,
): ComponentType {
  return function ProfileListPage() {
    const owner = useProfileOwner();
    const resource = useMemo(() => profileListResource(screenPath, config.row, owner), [owner]);
    // A new person (admin switching profiles) starts with a closed drawer and a fresh table.
    return (
      <ProfileListScreen key={owner.userId} config={config} resource={resource} owner={owner} />
    );
  };
}
