import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { type TLockRow, ZLockResponse, ZLockRow } from '@sikerja/contracts';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm/confirm-action.tsx';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { api } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime, MONTH_NAMES } from '../../../lib/format/date.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import {
  DataTable,
  type DataTableColumn,
  defineListEndpoint,
} from '../../../platform/data-table/data-table.api.ts';
import { UnitFilter } from '../../../platform/resource-screen/resource-screen.api.ts';
import { KinerjaWindowPanel } from '../../kinerja/kinerja.api.ts';

const lockKey = ['attendance-locks'] as const;
const lockList = defineListEndpoint({ key: lockKey, path: 'admin/lock/list', row: ZLockRow });
const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

function LockForm({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const now = new Date();
  const [year, setYear] = useState<number | string>(now.getFullYear());
  const [month, setMonth] = useState<string | null>(
    String(now.getMonth() === 0 ? 12 : now.getMonth()),
  );
  const [unitId, setUnitId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const lock = useMutation({
    mutationFn: () =>
      api.post('admin/lock', ZLockResponse, {
        year: Number(year),
        month: Number(month),
        unit_id: unitId,
        note: note || null,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lockKey }),
  });
  const save = async () => {
    setFailure(null);
    try {
      await lock.mutateAsync();
      notifySuccess('Periode telah dikunci.');
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Kunci Periode Presensi" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Setelah dikunci, presensi bulan tersebut tidak dapat diubah: impor mesin, perubahan
          presensi, koreksi admin dan perubahan kalender kerja akan ditolak.
        </Text>
        <FormErrorAlert message={failure} />
        <Group grow>
          <Select
            label="Bulan"
            data={MONTH_OPTIONS}
            value={month}
            onChange={setMonth}
            allowDeselect={false}
          />
          <NumberInput label="Tahun" value={year} onChange={setYear} min={2000} max={2100} />
        </Group>
        <UnitFilter
          label="Unit kerja"
          placeholder="Semua unit"
          value={unitId}
          onChange={setUnitId}
        />
        <Textarea
          label="Catatan"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button leftSection={<IconLock size={16} />} onClick={save} loading={lock.isPending}>
            Kunci
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** '/admin/lock': the locked months, lock a month for a unit or everyone, unlock with confirmation. */
export function LockPage() {
  const queryClient = useQueryClient();
  const [isFormOpen, setFormOpen] = useState(false);
  const unlock = (row: TLockRow) =>
    confirmAction({
      title: 'Buka kunci periode?',
      message: `Presensi ${MONTH_NAMES[row.month - 1]} ${row.year} (${row.unit_name ?? 'semua unit'}) akan dapat diubah lagi.`,
      confirmLabel: 'Buka Kunci',
      cancelLabel: 'Batal',
      color: 'red',
      onConfirm: async () => {
        await api.delete(`admin/lock/${row.id}`);
        await queryClient.invalidateQueries({ queryKey: lockKey });
        notifySuccess('Kunci periode telah dibuka.');
      },
    });
  const columns: DataTableColumn<TLockRow>[] = [
    {
      id: 'period',
      header: 'Periode',
      render: (row) => `${MONTH_NAMES[row.month - 1]} ${row.year}`,
    },
    { id: 'unit', header: 'Unit Kerja', render: (row) => row.unit_name ?? 'Semua unit' },
    { id: 'note', header: 'Catatan', accessor: 'note' },
    {
      id: 'locked',
      header: 'Dikunci',
      render: (row) =>
        `${formatDateTime(row.locked_at)}${row.locked_by_name ? ` oleh ${row.locked_by_name}` : ''}`,
    },
    {
      id: 'actions',
      header: 'Aksi',
      width: 130,
      render: (row) => (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconLockOpen size={14} />}
          onClick={() => unlock(row)}
        >
          Buka Kunci
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        description="Bulan yang dikunci tidak dapat diubah lagi presensinya sampai kuncinya dibuka. Setiap kunci dan buka kunci tercatat di log audit."
        actions={
          <Button leftSection={<IconLock size={16} />} onClick={() => setFormOpen(true)}>
            Kunci Periode
          </Button>
        }
      />
      <Tabs defaultValue="presensi" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="presensi">Presensi</Tabs.Tab>
          <Tabs.Tab value="kinerja">Kontrak & Realisasi Kinerja</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="presensi">
          <DataTable
            endpoint={lockList}
            columns={columns}
            rowKey={(row) => row.id}
            label="Periode terkunci"
            searchPlaceholder="Cari…"
          />
        </Tabs.Panel>
        <Tabs.Panel value="kinerja">
          <KinerjaWindowPanel />
        </Tabs.Panel>
      </Tabs>
      {isFormOpen && <LockForm opened onClose={() => setFormOpen(false)} />}
    </>
  );
}
