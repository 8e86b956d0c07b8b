import {
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DUTY_KIND_LABELS,
  type TPositionMapNode,
  type TPositionUraianRow,
} from '@sikerja/contracts';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { confirmAction } from '../../../components/confirm/confirm-action.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatNumber, formatRupiah } from '../../../lib/format/number.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  DataTable,
  type DataTableColumn,
  RowActions,
} from '../../../platform/data-table/data-table.api.ts';
import {
  positionUraianEndpoint,
  useActiveUraianOptions,
  useAttachUraian,
  useDetachUraian,
} from '../api/position-uraian.ts';
import { flattenMap } from './position-map-model.ts';

function AttachForm({ position, onClose }: { position: TPositionMapNode; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<string[]>([]);
  // Labels of chosen rows survive a new search that no longer lists them.
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [fieldError, setFieldError] = useState<string | null>(null);
  const options = useActiveUraianOptions(debounced);
  const attach = useAttachUraian(position.id);
  const data = useMemo(() => {
    const found = (options.data?.data ?? []).map((row) => ({
      value: String(row.id),
      label: `${row.description} (${DUTY_KIND_LABELS[row.duty_kind]})`,
    }));
    const missing = chosen
      .filter((value) => !found.some((o) => o.value === value))
      .map((value) => ({ value, label: labels[value] ?? `#${value}` }));
    return [...missing, ...found];
  }, [options.data, chosen, labels]);

  const submit = () => {
    setFieldError(null);
    attach.mutate(
      { task_description_ids: chosen.map(Number) },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.data.message);
          onClose();
        },
        onError: (error) => {
          const message = isApiError(error) ? error.fieldErrors.task_description_ids?.[0] : null;
          if (message) setFieldError(message);
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Pilih uraian tugas aktif yang dapat dipilih pemegang jabatan <b>{position.name}</b> pada
        kontrak kinerjanya.
      </Text>
      <MultiSelect
        label="Uraian tugas"
        placeholder="Ketik untuk mencari uraian"
        data={data}
        value={chosen}
        onChange={(next) => {
          setLabels((prev) => ({
            ...prev,
            ...Object.fromEntries(data.map((o) => [o.value, o.label])),
          }));
          setChosen(next);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={options.isFetching ? 'Memuat…' : 'Tidak ada uraian yang cocok'}
        error={fieldError}
        comboboxProps={{ withinPortal: true }}
        maxValues={100}
        hidePickedOptions
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Batal
        </Button>
        <Button onClick={submit} loading={attach.isPending} disabled={chosen.length === 0}>
          Tambahkan
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The position's menu of activities (docs/kinerja.md "Katalog kegiatan"): the uraian its
 * holders pick from in their contract, added with a searchable multi-select and removed after
 * a confirmation.
 */
export function PositionUraianPanel({ tree }: { tree: readonly TPositionMapNode[] }) {
  const entries = useMemo(() => flattenMap(tree), [tree]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [kind, setKind] = useState<'semua' | 'mandiri' | 'tambahan'>('semua');
  const [adding, setAdding] = useState(false);
  const position = entries.find((entry) => entry.node.id === selectedId)?.node ?? null;
  const endpoint = useMemo(
    () => (selectedId === null ? null : positionUraianEndpoint(selectedId)),
    [selectedId],
  );
  const detach = useDetachUraian(selectedId ?? 0);

  const columns: DataTableColumn<TPositionUraianRow>[] = [
    {
      id: 'description',
      header: 'Uraian Tugas',
      render: (row) => (
        <Stack gap={2}>
          <Text size="sm">{row.description}</Text>
          {row.activity_item_name && (
            <Text size="xs" c="dimmed">
              {row.activity_item_name}
            </Text>
          )}
          {!row.is_active && (
            <Badge size="xs" color="gray" variant="light">
              Nonaktif
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      id: 'duty_kind',
      header: 'Jenis',
      width: 110,
      render: (row) => (
        <Badge variant="light" color={row.duty_kind === 'mandiri' ? 'blue' : 'grape'}>
          {DUTY_KIND_LABELS[row.duty_kind]}
        </Badge>
      ),
    },
    { id: 'unit_name', header: 'Satuan', accessor: 'unit_name', width: 110 },
    {
      id: 'credit_points',
      header: 'AK',
      align: 'right',
      width: 80,
      render: (row) => formatNumber(row.credit_points),
    },
    {
      id: 'work_hours',
      header: 'WPT (Jam)',
      align: 'right',
      width: 100,
      render: (row) => formatNumber(row.work_hours),
    },
    {
      id: 'cost',
      header: 'Biaya',
      align: 'right',
      width: 130,
      render: (row) => formatRupiah(row.cost),
    },
    {
      id: 'points',
      header: 'Point',
      align: 'right',
      width: 80,
      render: (row) => formatNumber(row.points),
    },
    {
      id: 'actions',
      header: '',
      width: 60,
      render: (row) => (
        <RowActions
          name={row.description}
          onDelete={() =>
            confirmAction({
              title: 'Hapus dari jabatan?',
              message: `"${row.description}" tidak lagi dapat dipilih pada kontrak kinerja pemegang jabatan ${position?.name ?? ''}. Kontrak yang sudah dibuat tidak berubah.`,
              confirmLabel: 'Hapus',
              cancelLabel: 'Batal',
              color: 'red',
              onConfirm: async () => {
                await detach.mutateAsync(row.id);
                notifySuccess('Uraian tugas dihapus dari jabatan.');
              },
            })
          }
        />
      ),
    },
  ];

  return (
    <Paper withBorder radius="md" p="md" mt="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Title order={3} size="h4">
              Menu Uraian Tugas Jabatan
            </Title>
            <Text size="sm" c="dimmed">
              Uraian yang dapat dipilih pemegang jabatan saat menyusun kontrak kinerja.
            </Text>
          </Stack>
          <Select
            label="Jabatan"
            placeholder="Pilih jabatan"
            data={entries.map((entry) => ({
              value: String(entry.node.id),
              label: `${entry.node.name}${entry.node.unit_name ? ` — ${entry.node.unit_name}` : ''}`,
            }))}
            value={selectedId === null ? null : String(selectedId)}
            onChange={(next) => setSelectedId(next ? Number(next) : null)}
            searchable
            nothingFoundMessage="Tidak ada jabatan yang cocok"
            w={{ base: '100%', sm: 420 }}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {endpoint && position ? (
          <DataTable
            key={position.id}
            endpoint={endpoint}
            columns={columns}
            rowKey={(row) => row.id}
            label={`Uraian tugas ${position.name}`}
            paramPrefix="uraian_"
            filters={{ duty_kind: kind === 'semua' ? undefined : kind }}
            searchPlaceholder="Cari uraian…"
            minWidth={760}
            toolbar={
              <Group gap="sm" wrap="wrap">
                <SegmentedControl
                  size="xs"
                  value={kind}
                  onChange={(next) => setKind(next as typeof kind)}
                  data={[
                    { value: 'semua', label: 'Semua' },
                    { value: 'mandiri', label: 'Mandiri' },
                    { value: 'tambahan', label: 'Tambahan' },
                  ]}
                  aria-label="Jenis tugas"
                />
                <Button
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setAdding(true)}
                >
                  Tambah Uraian
                </Button>
              </Group>
            }
          />
        ) : (
          <Group gap="xs" c="dimmed" justify="center" py="lg">
            <IconListCheck size={18} />
            <Text size="sm">Pilih jabatan untuk melihat dan mengatur menu uraian tugasnya.</Text>
          </Group>
        )}
      </Stack>
      <Modal
        opened={adding && position !== null}
        onClose={() => setAdding(false)}
        title="Tambah Uraian Tugas"
        size="lg"
      >
        {position && <AttachForm position={position} onClose={() => setAdding(false)} />}
      </Modal>
    </Paper>
  );
}
