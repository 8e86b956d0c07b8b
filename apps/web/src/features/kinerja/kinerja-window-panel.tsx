import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import {
  KINERJA_WINDOW_KINDS,
  type TKinerjaWindow,
  ZKinerjaWindow,
  ZKinerjaWindowResponse,
} from '@sikerja/contracts';
import { IconCalendarPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { DateField } from '../../components/date-picker/date-field.tsx';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { api } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { formatIsoDate, MONTH_NAMES } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import {
  DataTable,
  type DataTableColumn,
  defineListEndpoint,
} from '../../platform/data-table/data-table.api.ts';

const windowKey = ['kinerja-windows'] as const;
const windowList = defineListEndpoint({
  key: windowKey,
  path: 'admin/lock/kinerja/list',
  row: ZKinerjaWindow,
});
const KIND_LABELS = { kontrak: 'Kontrak kinerja', realisasi: 'Realisasi kinerja' } as const;
const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

function WindowForm({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const now = new Date();
  const [kind, setKind] = useState<string>('kontrak');
  const [year, setYear] = useState<number | string>(now.getFullYear());
  const [month, setMonth] = useState<string | null>(String(now.getMonth() + 1));
  const [opensOn, setOpensOn] = useState<string | null>(null);
  const [closesOn, setClosesOn] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      api.post('admin/lock/kinerja', ZKinerjaWindowResponse, {
        kind,
        year: Number(year),
        month: Number(month),
        opens_on: opensOn,
        closes_on: closesOn,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: windowKey }),
  });
  const save = async () => {
    setFailure(null);
    try {
      await create.mutateAsync();
      notifySuccess('Jendela pengisian disimpan.');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Jendela Pengisian Kinerja" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Di luar tanggal ini kontrak (per tahun) atau realisasi (per bulan) tidak dapat diisi dan
          dikirim. Tanpa jendela, pengisian selalu terbuka.
        </Text>
        <FormErrorAlert message={failure} />
        <Select
          label="Jenis"
          data={KINERJA_WINDOW_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
          value={kind}
          onChange={(v) => setKind(v ?? 'kontrak')}
          allowDeselect={false}
        />
        <Group grow>
          <Select
            label="Bulan"
            data={MONTH_OPTIONS}
            value={month}
            onChange={setMonth}
            allowDeselect={false}
          />
          <NumberInput label="Tahun" value={year} onChange={setYear} min={2020} max={2100} />
        </Group>
        <Group grow>
          <DateField label="Dibuka" value={opensOn} onChange={setOpensOn} required />
          <DateField label="Ditutup" value={closesOn} onChange={setClosesOn} required />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={save} loading={create.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The contract and realisation filling windows on `/admin/lock` (the original's lock with
 * `jenis` kontrak/realisasi; docs/kinerja.md "Jendela pengisian").
 */
export function KinerjaWindowPanel() {
  const queryClient = useQueryClient();
  const [isFormOpen, setFormOpen] = useState(false);
  const remove = (row: TKinerjaWindow) =>
    confirmAction({
      title: 'Hapus jendela pengisian?',
      message: `${KIND_LABELS[row.kind]} ${MONTH_NAMES[row.month - 1]} ${row.year}: tanpa jendela lain, pengisian periode ini menjadi terbuka.`,
      confirmLabel: 'Hapus',
      cancelLabel: 'Batal',
      color: 'red',
      onConfirm: async () => {
        await api.delete(`admin/lock/kinerja/${row.id}`);
        await queryClient.invalidateQueries({ queryKey: windowKey });
        notifySuccess('Jendela pengisian dihapus.');
      },
    });
  const columns: DataTableColumn<TKinerjaWindow>[] = [
    { id: 'kind', header: 'Jenis', render: (row) => KIND_LABELS[row.kind] },
    {
      id: 'period',
      header: 'Periode',
      render: (row) =>
        row.kind === 'kontrak'
          ? `Tahun ${row.year} (${MONTH_NAMES[row.month - 1]})`
          : `${MONTH_NAMES[row.month - 1]} ${row.year}`,
    },
    {
      id: 'dates',
      header: 'Tanggal Pengisian',
      render: (row) => `${formatIsoDate(row.opens_on)} – ${formatIsoDate(row.closes_on)}`,
    },
    {
      id: 'actions',
      header: 'Aksi',
      width: 110,
      render: (row) => (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} />}
          onClick={() => remove(row)}
        >
          Hapus
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setFormOpen(true)}>
          Tambah Jendela
        </Button>
      </Group>
      <DataTable
        endpoint={windowList}
        columns={columns}
        rowKey={(row) => row.id}
        label="Jendela pengisian kontrak dan realisasi"
        paramPrefix="kinerja"
        searchPlaceholder="Cari…"
      />
      {isFormOpen && <WindowForm onClose={() => setFormOpen(false)} />}
    </Stack>
  );
}
