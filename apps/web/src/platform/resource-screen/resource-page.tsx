import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { Alert, Button, Drawer, Group, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { type ComponentType, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn, RowActions } from '../data-table/data-table.api.ts';
import {
  type ResourceEndpoints,
  resourceEndpoints,
  useDeleteResourceRow,
  useResourceRow,
  useSaveResourceRow,
} from './api/resource-endpoints.ts';
import { toTableColumn } from './components/resource-cell.tsx';
import { ResourceFilters, useResourceFilterValues } from './components/resource-filters.tsx';
import { ResourceForm } from './components/resource-form.tsx';
import { ResourceImportButton } from './components/resource-import.tsx';
import { ResourceTree } from './components/resource-tree.tsx';
import type { ResourceOwner, ResourceScreenConfig } from './resource-config.ts';

type Row = { id: number } & Record<string, unknown>;
type Editing =
  | { mode: 'create'; values?: Record<string, unknown> }
  | { mode: 'edit'; id: number }
  | null;

interface ScreenProps {
  config: ResourceScreenConfig<Row>;
  resource: ResourceEndpoints<Row>;
}

/** The values a stored row gives the form: the fields it has, by name. */
function formValuesOf(config: ResourceScreenConfig<Row>, row: Row): Record<string, unknown> {
  const values: Record<string, unknown> = { ...config.defaults };
  for (const field of config.fields) {
    if (field.name in row) values[field.name] = row[field.name];
  }
  return values;
}

function ResourceDrawer({
  config,
  resource,
  editing,
  onClose,
}: ScreenProps & { editing: Editing; onClose: () => void }) {
  // While the drawer slides out, it keeps what it showed (not an empty 'Tambah' form).
  const [shown, setShown] = useState<Editing>(editing);
  if (editing !== null && editing !== shown) setShown(editing);
  const current = editing ?? shown;
  const id = current?.mode === 'edit' ? current.id : null;
  const stored = useResourceRow(resource, config.row, id, editing !== null);
  const save = useSaveResourceRow(resource, config.row);
  const isLoading = id !== null && stored.isPending;
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
      {isLoading ? (
        <Stack gap="md">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : (
        current &&
        (id === null || row) && (
          <ResourceForm
            key={id ?? 'new'}
            config={config}
            row={row ?? null}
            initialValues={
              row
                ? formValuesOf(config, row)
                : { ...config.defaults, ...(current.mode === 'create' ? current.values : {}) }
            }
            onCancel={onClose}
            onSubmit={async (values) => {
              await save.mutateAsync({ id, values });
              notifySuccess(`${config.subject ?? config.noun} berhasil disimpan.`);
              onClose();
            }}
          />
        )
      )}
    </Drawer>
  );
}

/**
 * The table or, for a master with `tree`, the tree ('struktur'), or the master's own `view`;
 * kept in the URL (`?view=struktur`). No view, or an unknown one, reads as the default: the
 * table, or the master's own view where it says `isDefault`.
 */
function useView(views: readonly string[], fallback: string): [string, (view: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('view');
  const view = asked && views.includes(asked) ? asked : fallback;
  const setView = (next: string) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next !== fallback) params.set('view', next);
      else params.delete('view');
      return params;
    });
  return [view, setView];
}

function ResourceScreen({ config, resource }: ScreenProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const tree = config.tree;
  const ExtraView = config.view?.component;
  const viewOptions = [
    { value: 'tabel', label: 'Tabel' },
    ...(tree ? [{ value: 'struktur', label: 'Struktur' }] : []),
    ...(config.view ? [{ value: config.view.value, label: config.view.label }] : []),
  ];
  const [view, setView] = useView(
    viewOptions.map((option) => option.value),
    config.view?.isDefault ? config.view.value : 'tabel',
  );
  const RowMenu = config.rowMenu;
  const remove = useDeleteResourceRow(resource);
  const filters = useResourceFilterValues(config.filters ?? []);
  const nameOf = (row: Row) =>
    config.itemLabel?.(row) ?? (typeof row.name === 'string' ? row.name : `#${row.id}`);

  const askDelete = (row: Row) =>
    confirmAction({
      title: `Hapus ${config.noun}?`,
      message:
        config.deleteMessage?.(nameOf(row)) ??
        `"${nameOf(row)}" akan dihapus. Bila masih digunakan di data lain, data ini dinonaktifkan atau penghapusan ditolak.`,
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
      id: 'actions',
      header: 'Aksi',
      align: 'right',
      width: 100,
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          {RowMenu && <RowMenu row={row} />}
          <RowActions
            name={nameOf(row)}
            onEdit={() => setEditing({ mode: 'edit', id: row.id })}
            onDelete={config.canDelete === false ? undefined : () => askDelete(row)}
          />
        </Group>
      ),
    },
  ];

  return (
    <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 1 }}>
      <PageHeader
        description={config.description}
        actions={
          <Group gap="sm">
            {viewOptions.length > 1 && (
              <SegmentedControl
                aria-label="Tampilan"
                value={view}
                onChange={setView}
                data={viewOptions}
              />
            )}
            {config.canImport && <ResourceImportButton resource={resource} noun={config.noun} />}
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ mode: 'create' })}
            >
              Tambah
            </Button>
          </Group>
        }
      />
      {ExtraView && view === config.view?.value ? (
        <ExtraView
          onEdit={(id) => setEditing({ mode: 'edit', id })}
          onCreate={(values) => setEditing({ mode: 'create', values })}
          filters={config.filters ?? []}
        />
      ) : tree && view === 'struktur' ? (
        <ResourceTree
          config={config}
          tree={tree}
          resource={resource}
          onEdit={(row) => setEditing({ mode: 'edit', id: row.id })}
        />
      ) : (
        <DataTable
          endpoint={resource.list}
          columns={columns}
          rowKey={(row) => row.id}
          label={`Daftar ${config.noun}`}
          filters={{ ...filters, ...resource.ownerQuery }}
          toolbar={config.filters && <ResourceFilters filters={config.filters} />}
          exportPath={config.canExport === false ? undefined : resource.exportPath}
          searchPlaceholder={`Cari ${config.noun.toLowerCase()}…`}
        />
      )}
      <ResourceDrawer
        config={config}
        resource={resource}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </DatesProvider>
  );
}

export interface ResourcePageProps {
  /** Whose rows the screen shows, for rows of one person (see ResourceOwner). */
  owner?: ResourceOwner;
}

/** A resource's screen: the generic page bound to its config and its API path. */
export function createResourcePage<R extends { id: number }>(
  screenConfig: ResourceScreenConfig<R>,
  screenPath: string,
): ComponentType<ResourcePageProps> {
  // The screen reads rows only through the config's own functions, so any row type will do.
  const config = screenConfig as unknown as ResourceScreenConfig<Row>;
  return function ResourcePage({ owner }: ResourcePageProps) {
    const resource = useMemo(() => resourceEndpoints(screenPath, config.row, owner), [owner]);
    // Another owner (an admin switching people) starts afresh: drawer closed, its own rows.
    return <ResourceScreen key={owner?.key} config={config} resource={resource} />;
  };
}
