import { ActionIcon, Button, Card, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { TBersamaDutyRow, TOpeningBalanceRow } from '@sikerja/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '../../../components/confirm/confirm-action.tsx';
import { DateField } from '../../../components/date-picker/date-field.tsx';
import { FormErrorAlert } from '../../../components/form/form-error-alert.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatIsoDate } from '../../../lib/format/date.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../platform/data-table/data-table.api.ts';
import { ReferenceSelect } from '../../../platform/resource-screen/resource-screen.api.ts';
import { personField } from '../../masters/masters.api.ts';
import {
  dutyList,
  openingList,
  useAddDuty,
  useDeleteDuty,
  useDeleteOpening,
  useSaveOpening,
} from '../api/cuti-admin-api.ts';

const person = personField('user_id', 'Pegawai');

function remove(label: string, run: () => Promise<unknown>) {
  confirmAction({
    title: 'Hapus data?',
    message: `${label} akan dihapus dan saldo dihitung ulang.`,
    color: 'red',
    confirmLabel: 'Hapus',
    cancelLabel: 'Batal',
    onConfirm: async () => {
      await run();
      notifySuccess('Data dihapus.');
    },
  });
}

/** Opening balances: carry into the year and days already taken on paper. */
export function OpeningPanel({ year }: { year: number }) {
  const save = useSaveOpening();
  const del = useDeleteOpening();
  const [userId, setUserId] = useState<number | null>(null);
  const [carried, setCarried] = useState<number>(0);
  const [taken, setTaken] = useState<number>(0);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const columns: DataTableColumn<TOpeningBalanceRow>[] = [
    { id: 'name', header: 'Pegawai', render: (r) => `${r.user_name} (${r.nip ?? '-'})` },
    { id: 'carried', header: 'Sisa dibawa', accessor: 'carried_over', align: 'right' },
    { id: 'taken', header: 'Sudah diambil', accessor: 'taken', align: 'right' },
    { id: 'note', header: 'Catatan', accessor: 'note' },
    {
      id: 'x',
      header: '',
      width: 50,
      render: (r) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Hapus saldo ${r.user_name}`}
          onClick={() => remove(`Saldo awal ${r.user_name}`, () => del.mutateAsync(r.id))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    },
  ];
  return (
    <Stack>
      <Card withBorder padding="md">
        <FormErrorAlert message={failure} />
        <Group align="flex-end">
          <ReferenceSelect
            field={person}
            label="Pegawai"
            value={userId}
            onChange={setUserId}
            w={300}
          />
          <NumberInput
            label="Sisa dibawa ke tahun ini"
            value={carried}
            onChange={(v) => setCarried(Number(v) || 0)}
            min={0}
            w={170}
          />
          <NumberInput
            label="Sudah diambil tahun ini"
            value={taken}
            onChange={(v) => setTaken(Number(v) || 0)}
            min={0}
            w={170}
          />
          <TextInput
            label="Catatan"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Button
            loading={save.isPending}
            disabled={userId === null}
            onClick={async () => {
              setFailure(null);
              try {
                await save.mutateAsync({
                  user_id: userId ?? 0,
                  year,
                  carried_over: carried,
                  taken,
                  note,
                });
                notifySuccess('Saldo awal disimpan.');
              } catch (e) {
                setFailure(errorMessage(e));
              }
            }}
          >
            Simpan
          </Button>
        </Group>
      </Card>
      <DataTable
        key={year}
        endpoint={openingList}
        filters={{ year }}
        columns={columns}
        rowKey={(r) => r.id}
        label="Saldo awal cuti"
        paramPrefix="saldo"
      />
    </Stack>
  );
}

/** People who worked on a cuti bersama day: each day is added to that year's cuti tahunan. */
export function DutyPanel({ year }: { year: number }) {
  const add = useAddDuty();
  const del = useDeleteDuty();
  const [userId, setUserId] = useState<number | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const columns: DataTableColumn<TBersamaDutyRow>[] = [
    { id: 'name', header: 'Pegawai', render: (r) => `${r.user_name} (${r.nip ?? '-'})` },
    { id: 'date', header: 'Tanggal cuti bersama', render: (r) => formatIsoDate(r.date) },
    { id: 'note', header: 'Catatan', accessor: 'note' },
    {
      id: 'x',
      header: '',
      width: 50,
      render: (r) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Hapus tugas ${r.user_name}`}
          onClick={() => remove(`Catatan ${r.user_name}`, () => del.mutateAsync(r.id))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    },
  ];
  return (
    <Stack>
      <Card withBorder padding="md">
        <FormErrorAlert message={failure} />
        <Group align="flex-end">
          <ReferenceSelect
            field={person}
            label="Pegawai"
            value={userId}
            onChange={setUserId}
            w={300}
          />
          <DateField label="Tanggal cuti bersama" value={date} onChange={setDate} w={200} />
          <Button
            loading={add.isPending}
            disabled={userId === null || !date}
            onClick={async () => {
              setFailure(null);
              try {
                await add.mutateAsync({ user_id: userId ?? 0, date: date ?? '' });
                notifySuccess('Dicatat: satu hari ditambahkan ke cuti tahunan.');
              } catch (e) {
                setFailure(errorMessage(e));
              }
            }}
          >
            Catat
          </Button>
        </Group>
      </Card>
      <DataTable
        key={year}
        endpoint={dutyList}
        filters={{ year }}
        columns={columns}
        rowKey={(r) => r.id}
        label="Bertugas saat cuti bersama"
        paramPrefix="bersama"
      />
    </Stack>
  );
}
