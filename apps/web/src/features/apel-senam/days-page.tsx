/**
 * '/admin/hariapel', '/admin/harisenam': the month's days, generated from the jam_apel /
 * jam_senam windows and the working-day calendar; the admin adds, moves (a new date) or cancels
 * a day, always with a reason (audited).
 */
import { Badge, Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  CEREMONY_KIND_LABELS,
  SESSION_STATUS_LABELS,
  type TCeremonyKind,
  type TCeremonySessionRow,
  type TCreateCeremonyDayRequest,
} from '@sikerja/contracts';
import { useState } from 'react';
import { ReasonDialog } from '../../components/confirm/reason-dialog.tsx';
import { DateField, MonthField } from '../../components/date-picker/date-field.tsx';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import {
  ReferenceMultiSelect,
  type ResourceField,
} from '../../platform/resource-screen/resource-screen.api.ts';
import { ceremonyEndpoints, useCancelDay, useSaveDay } from './apel-senam-api.ts';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const STATUS_COLOR = { held: 'teal', cancelled: 'red', moved: 'gray' } as const;

type Editing = { id: number | null; body: TCreateCeremonyDayRequest };

const UNITS_FIELD: ResourceField = {
  name: 'unit_ids',
  label: 'Unit kerja',
  input: 'references',
  reference: {
    path: '/admin/master/unit_kerja',
    label: (row) => `${String(row.code)} ${String(row.name)}`,
    filters: { is_active: true },
  },
};
const STAFF_TYPES_FIELD: ResourceField = {
  name: 'staff_type_ids',
  label: 'Jenis pegawai',
  input: 'references',
  reference: { path: '/admin/master/jenis_pegawai', filters: { is_active: true } },
};

function DayModal({
  kind,
  editing,
  onClose,
}: {
  kind: TCeremonyKind;
  editing: Editing;
  onClose: () => void;
}) {
  const [body, setBody] = useState(editing.body);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveDay(kind);
  const set = (patch: Partial<TCreateCeremonyDayRequest>) => setBody((b) => ({ ...b, ...patch }));
  const err = (field: string) => errors[field]?.[0];
  const submit = () =>
    save.mutate(
      { id: editing.id, body },
      {
        onSuccess: () => {
          notifySuccess(editing.id === null ? 'Hari ditambahkan.' : 'Hari diubah.');
          onClose();
        },
        onError: (e) => setErrors(isApiError(e) ? e.fieldErrors : { reason: [errorMessage(e)] }),
      },
    );
  const label = CEREMONY_KIND_LABELS[kind];
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={editing.id === null ? `Tambah Hari ${label}` : `Ubah / Pindahkan Hari ${label}`}
    >
      <Stack gap="sm">
        <DateField
          label="Tanggal"
          value={body.date}
          onChange={(d) => set({ date: d ?? '' })}
          error={err('date')}
          withAsterisk
        />
        <TextInput
          label="Nama"
          value={body.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={err('name')}
          withAsterisk
        />
        <Group grow>
          <TextInput
            label="Dibuka"
            type="time"
            value={body.opens_at}
            onChange={(e) => set({ opens_at: e.currentTarget.value })}
            error={err('opens_at')}
          />
          <TextInput
            label="Tepat waktu sampai"
            type="time"
            value={body.on_time_until}
            onChange={(e) => set({ on_time_until: e.currentTarget.value })}
            error={err('on_time_until')}
          />
          <TextInput
            label="Ditutup"
            type="time"
            value={body.closes_at}
            onChange={(e) => set({ closes_at: e.currentTarget.value })}
            error={err('closes_at')}
          />
        </Group>
        <ReferenceMultiSelect
          label="Wajib untuk unit"
          placeholder="Semua unit"
          field={UNITS_FIELD}
          value={body.unit_ids ?? []}
          onChange={(ids) => set({ unit_ids: ids })}
          error={err('unit_ids')}
        />
        <ReferenceMultiSelect
          label="Wajib untuk jenis pegawai"
          placeholder="Semua jenis pegawai"
          description="Kosongkan keduanya bila semua pegawai wajib hadir; bila keduanya diisi, yang wajib adalah pegawai unit dan jenis tersebut."
          field={STAFF_TYPES_FIELD}
          value={body.staff_type_ids ?? []}
          onChange={(ids) => set({ staff_type_ids: ids })}
          error={err('staff_type_ids')}
        />
        <Checkbox
          label="Presensi memerlukan kode QR yang ditampilkan di lokasi"
          checked={body.requires_code ?? false}
          onChange={(e) => set({ requires_code: e.currentTarget.checked })}
        />
        <Textarea
          label="Alasan"
          value={body.reason}
          onChange={(e) => set({ reason: e.currentTarget.value })}
          error={err('reason')}
          withAsterisk
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CancelModal({
  kind,
  row,
  onClose,
}: {
  kind: TCeremonyKind;
  row: TCeremonySessionRow;
  onClose: () => void;
}) {
  const cancel = useCancelDay(kind);
  return (
    <ReasonDialog
      title={`Batalkan ${row.name}`}
      label="Alasan pembatalan"
      confirmLabel="Batalkan hari ini"
      onConfirm={async (reason) => {
        await cancel.mutateAsync({ id: row.id, reason });
        notifySuccess('Hari dibatalkan.');
      }}
      onClose={onClose}
    />
  );
}

export function CeremonyDaysPage({ kind }: { kind: TCeremonyKind }) {
  const [month, setMonth] = useState(thisMonth());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [cancelling, setCancelling] = useState<TCeremonySessionRow | null>(null);
  const { days } = ceremonyEndpoints(kind);
  const label = CEREMONY_KIND_LABELS[kind];

  const columns: DataTableColumn<TCeremonySessionRow>[] = [
    { id: 'date', header: 'Tanggal', width: 170, render: (r) => formatIsoDate(r.date) },
    { id: 'name', header: 'Nama' },
    {
      id: 'window',
      header: 'Waktu',
      render: (r) => `${r.opens_at} – ${r.closes_at} (tepat waktu s.d. ${r.on_time_until})`,
    },
    { id: 'audience', header: 'Peserta' },
    {
      id: 'status',
      header: 'Status',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={STATUS_COLOR[r.status]} variant="light">
            {SESSION_STATUS_LABELS[r.status]}
          </Badge>
          {r.requires_code && <Badge variant="outline">QR</Badge>}
          {r.source === 'manual' && r.status === 'held' && <Badge variant="dot">Manual</Badge>}
        </Group>
      ),
    },
    {
      id: 'reason',
      header: 'Keterangan',
      render: (r) =>
        [
          r.moved_from ? `Dipindah dari ${formatIsoDate(r.moved_from)}` : null,
          r.moved_to ? `Dipindah ke ${formatIsoDate(r.moved_to)}` : null,
          r.reason,
        ]
          .filter(Boolean)
          .join('. ') || '-',
    },
    {
      id: 'actions',
      header: 'Aksi',
      width: 190,
      render: (r) =>
        r.status === 'held' ? (
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={() =>
                setEditing({
                  id: r.id,
                  body: {
                    date: r.date,
                    name: r.name,
                    opens_at: r.opens_at,
                    on_time_until: r.on_time_until,
                    closes_at: r.closes_at,
                    requires_code: r.requires_code,
                    unit_ids: r.unit_ids,
                    staff_type_ids: r.staff_type_ids,
                    location_ids: r.location_ids,
                    reason: '',
                  },
                })
              }
            >
              Ubah
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => setCancelling(r)}>
              Batalkan
            </Button>
          </Group>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader
        description={`Hari ${label.toLowerCase()} dibentuk dari Jam ${label} (hari mingguan dan tanggal khusus), tanpa hari libur nasional dan cuti bersama. Penambahan, pemindahan dan pembatalan dicatat dengan alasannya.`}
        actions={
          <Button
            onClick={() =>
              setEditing({
                id: null,
                body: {
                  date: '',
                  name: `${label} `,
                  opens_at: '07:00',
                  on_time_until: '07:30',
                  closes_at: '08:00',
                  requires_code: false,
                  unit_ids: [],
                  reason: '',
                },
              })
            }
          >
            Tambah Hari
          </Button>
        }
      />
      <DataTable
        endpoint={days}
        columns={columns}
        rowKey={(r) => r.id}
        label={`Hari ${label}`}
        filters={{ month }}
        searchPlaceholder="Cari nama, tanggal atau alasan…"
        toolbar={
          <MonthField
            aria-label="Bulan"
            value={month}
            onChange={(next) => setMonth(next ?? thisMonth())}
            w={200}
          />
        }
      />
      {editing && <DayModal kind={kind} editing={editing} onClose={() => setEditing(null)} />}
      {cancelling && (
        <CancelModal kind={kind} row={cancelling} onClose={() => setCancelling(null)} />
      )}
    </>
  );
}
