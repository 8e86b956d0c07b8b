import { Alert, Button, Group, Loader, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { monthName, type TRealisasiMonth, type TTanggungRentengRow } from '@sikerja/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { MonthField } from '../../components/date-picker/date-field.tsx';
import { FormErrorAlert } from '../../components/form/form-error-alert.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import {
  tanggungRentengList,
  useRecordTanggungRenteng,
  useTanggungRentengMonth,
} from './realisasi-api.ts';
import { PersonPicker } from './realisasi-page.tsx';
import {
  type Draft,
  draftOf,
  LineCards,
  RealisasiHeader,
  RealisasiStatusBadge,
  valuesOf,
} from './realisasi-view.tsx';

function lastMonth(): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

function RecordForm({ month, onDone }: { month: TRealisasiMonth; onDone: () => void }) {
  const record = useRecordTanggungRenteng();
  const [draft, setDraft] = useState<Draft>(() => draftOf(month, 'approved'));
  const [note, setNote] = useState('');
  useEffect(() => setDraft(draftOf(month, 'approved')), [month]);
  const waiting = month.status === 'sent';
  const change = (id: number, v: Draft[number]) => setDraft((d) => ({ ...d, [id]: v }));
  return (
    <Stack gap="md">
      <RealisasiHeader month={month} />
      {waiting && (
        <Alert color="orange" variant="light">
          Realisasi bulan ini sedang menunggu konfirmasi atasan; tunggu keputusannya atau minta
          pegawai menariknya.
        </Alert>
      )}
      <Title order={5}>Uraian</Title>
      <LineCards
        lines={[...month.lines, ...month.tambahan]}
        edit={waiting ? null : 'approved'}
        draft={draft}
        onChange={change}
      />
      {!waiting && (
        <>
          <Textarea
            label="Alasan (tanggung renteng)"
            required
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            placeholder="Misalnya: tugas bersama unit, pegawai berhalangan"
          />
          <FormErrorAlert message={record.error ? errorMessage(record.error) : null} />
          <Group justify="flex-end">
            <Button
              loading={record.isPending}
              disabled={!note.trim()}
              onClick={async () => {
                await record.mutateAsync({
                  user_id: month.person.id,
                  year: month.year,
                  month: month.month,
                  note: note.trim(),
                  lines: valuesOf(draft),
                });
                notifySuccess('Realisasi dicatat atas nama pegawai.');
                onDone();
              }}
            >
              Simpan &amp; Konfirmasi
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

function RecordModal({
  onClose,
  initial,
}: {
  onClose: () => void;
  initial: { userId: number; bulan: string } | null;
}) {
  const [userId, setUserId] = useState<number | null>(initial?.userId ?? null);
  const [bulan, setBulan] = useState<string>(initial?.bulan ?? lastMonth());
  const q =
    userId === null
      ? null
      : { userId, year: Number(bulan.slice(0, 4)), month: Number(bulan.slice(5, 7)) };
  const month = useTanggungRentengMonth(q);
  return (
    <Modal opened onClose={onClose} title="Catat Realisasi (Tanggung Renteng)" size="50rem">
      <Stack gap="md">
        <PersonPicker label="Pegawai" value={userId} onChange={setUserId} />
        <MonthField label="Bulan" value={bulan} onChange={(v) => v && setBulan(v)} maw={260} />
        {q === null ? (
          <Text c="dimmed" size="sm">
            Pilih pegawai dan bulan.
          </Text>
        ) : month.isLoading ? (
          <Group justify="center" p="md">
            <Loader />
          </Group>
        ) : month.error ? (
          <Alert color="blue" variant="light">
            {errorMessage(month.error)}
          </Alert>
        ) : month.data ? (
          <RecordForm key={`${userId}-${bulan}`} month={month.data} onDone={onClose} />
        ) : null}
      </Stack>
    </Modal>
  );
}

/**
 * '/admin/tanggung_renteng' (docs/kinerja.md "Realisasi bulanan"): months an admin recorded or
 * corrected on a person's behalf; 'Catat Realisasi' records another.
 */
export function TanggungRentengPage() {
  const [open, setOpen] = useState<{ userId: number; bulan: string } | null | false>(false);
  const columns: DataTableColumn<TTanggungRentengRow>[] = [
    {
      id: 'person',
      header: 'Pegawai',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.person.name}</Text>
          <Text size="xs" c="dimmed">
            {row.person.nip ?? '—'}
          </Text>
        </Stack>
      ),
    },
    { id: 'unit', header: 'Unit', render: (row) => row.unit_name },
    { id: 'month', header: 'Bulan', render: (row) => `${monthName(row.month)} ${row.year}` },
    {
      id: 'status',
      header: 'Status',
      render: (row) => <RealisasiStatusBadge status={row.status} />,
    },
    { id: 'by', header: 'Dicatat oleh', render: (row) => row.recorded_by ?? '—' },
    { id: 'lines', header: 'Uraian', width: 80, render: (row) => row.lines },
    { id: 'updated', header: 'Diperbarui', render: (row) => formatDateTime(row.updated_at) },
    {
      id: 'actions',
      header: 'Aksi',
      width: 100,
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          onClick={() =>
            setOpen({
              userId: row.person.id,
              bulan: `${row.year}-${String(row.month).padStart(2, '0')}`,
            })
          }
        >
          Koreksi
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader description="Realisasi kinerja yang dicatat atau dikoreksi admin atas nama pegawai (tugas bersama, pegawai berhalangan). Setiap pencatatan tercatat di log audit." />
      <DataTable
        endpoint={tanggungRentengList}
        columns={columns}
        rowKey={(row) => row.month_id}
        label="Tanggung renteng"
        searchPlaceholder="Cari nama atau NIP…"
        toolbar={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen(null)}>
            Catat Realisasi
          </Button>
        }
      />
      {open !== false && <RecordModal initial={open} onClose={() => setOpen(false)} />}
    </>
  );
}
