/**
 * The meetings an admin (every one) or an organiser (their own) manages: the list with month and
 * status filters; create and change; cancel with a reason and delete, each confirmed; the
 * minutes (text and a file); the attendance, asked again every few seconds while the meeting
 * runs; the rotating QR code full screen; Excel of the attendance. The admin corrects a status.
 */
import {
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  MEETING_ATTENDANCE_STATUS_LABELS,
  MEETING_ATTENDANCE_STATUSES,
  MEETING_CORRECTION_STATUSES,
  MEETING_STATUS_LABELS,
  MEETING_STATUSES,
  type TMeetingAttendanceRow,
  type TMeetingAttendanceStatus,
  type TMeetingRow,
  type TSaveMeetingRequest,
} from '@sikerja/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { confirmAction } from '../../components/confirm/confirm-action.tsx';
import { ReasonDialog } from '../../components/confirm/reason-dialog.tsx';
import { MonthField } from '../../components/date-picker/date-field.tsx';
import { LazyFileUpload } from '../../components/file-upload/lazy-file-upload.tsx';
import { AttendanceCorrectionModal } from '../../components/form/attendance-correction-modal.tsx';
import { RotatingCodeModal } from '../../components/form/rotating-code-modal.tsx';
import { errorMessage, isApiError } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import {
  DataTable,
  type DataTableColumn,
  useExcelDownload,
} from '../../platform/data-table/data-table.api.ts';
import { emptyMeeting, MeetingFormModal, meetingToBody } from './meeting-form.tsx';
import {
  type ManageMode,
  meetingEndpoints,
  useCancelMeeting,
  useCorrectAttendance,
  useDeleteMeeting,
  useMeetingCode,
  useSaveMinutes,
} from './rapat-api.ts';

export const ATTENDANCE_COLORS: Record<TMeetingAttendanceStatus, string> = {
  hadir: 'teal',
  terlambat: 'yellow',
  tidak_hadir: 'red',
  berhalangan: 'blue',
  belum: 'gray',
};

export function AttendanceBadge({ status }: { status: TMeetingAttendanceStatus }) {
  return (
    <Badge color={ATTENDANCE_COLORS[status]} variant="light">
      {MEETING_ATTENDANCE_STATUS_LABELS[status]}
    </Badge>
  );
}

export function MeetingStatusBadge({ row }: { row: TMeetingRow }) {
  return row.status === 'cancelled' ? (
    <Badge color="red" variant="light">
      {MEETING_STATUS_LABELS.cancelled}
    </Badge>
  ) : (
    <Badge color={row.phase === 'past' ? 'gray' : 'teal'} variant="light">
      {row.phase === 'upcoming' ? 'Akan datang' : row.phase === 'today' ? 'Hari ini' : 'Selesai'}
    </Badge>
  );
}

export const placeOf = (r: TMeetingRow) =>
  r.mode === 'online' ? 'Daring' : (r.location_name ?? '-');

function QrModal({
  mode,
  meeting,
  onClose,
}: {
  mode: ManageMode;
  meeting: TMeetingRow;
  onClose: () => void;
}) {
  const code = useMeetingCode(mode, meeting.id);
  return (
    <RotatingCodeModal
      title={`Kode QR ${meeting.title}`}
      code={code}
      scanHint="Peserta memindai dari halaman Presensi Rapat."
      onClose={onClose}
    />
  );
}

function ReasonModal({
  mode,
  meeting,
  onClose,
}: {
  mode: ManageMode;
  meeting: TMeetingRow;
  onClose: () => void;
}) {
  const cancel = useCancelMeeting(mode);
  return (
    <ReasonDialog
      title="Batalkan Rapat"
      message={
        <Text size="sm">
          Batalkan rapat <b>{meeting.title}</b> tanggal {formatIsoDate(meeting.date)}? Peserta akan
          diberi tahu.
        </Text>
      }
      confirmLabel="Ya, batalkan"
      onConfirm={async (reason) => {
        await cancel.mutateAsync({ id: meeting.id, reason });
        notifySuccess('Rapat dibatalkan.');
      }}
      onClose={onClose}
    />
  );
}

function MinutesModal({
  mode,
  meeting,
  onClose,
}: {
  mode: ManageMode;
  meeting: TMeetingRow;
  onClose: () => void;
}) {
  const [text, setText] = useState(meeting.minutes_text ?? '');
  const [fileId, setFileId] = useState<string | null>(meeting.minutes_file_id);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSaveMinutes(mode);
  return (
    <Modal opened onClose={onClose} centered size="lg" title={`Notulen ${meeting.title}`}>
      <Stack gap="sm">
        <Textarea
          label="Notulen"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.minutes_text?.[0]}
          withAsterisk
          autosize
          minRows={5}
        />
        <LazyFileUpload
          label="Berkas notulen (PDF atau gambar, maks. 2 MB)"
          value={fileId}
          onChange={setFileId}
          onBusyChange={setBusy}
          error={errors.minutes_file_id?.[0]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button
            disabled={busy}
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { id: meeting.id, body: { minutes_text: text, minutes_file_id: fileId } },
                {
                  onSuccess: () => {
                    notifySuccess('Notulen disimpan.');
                    onClose();
                  },
                  onError: (e) =>
                    setErrors(
                      isApiError(e) && e.hasFieldErrors
                        ? e.fieldErrors
                        : { minutes_text: [errorMessage(e)] },
                    ),
                },
              )
            }
          >
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CorrectModal({
  meetingId,
  row,
  onClose,
}: {
  meetingId: number;
  row: TMeetingAttendanceRow;
  onClose: () => void;
}) {
  const correct = useCorrectAttendance(meetingId);
  return (
    <AttendanceCorrectionModal
      name={row.user.name}
      current={row.status}
      statuses={MEETING_CORRECTION_STATUSES}
      labels={MEETING_ATTENDANCE_STATUS_LABELS}
      saving={correct.isPending}
      save={(body) => correct.mutateAsync({ userId: row.user.id, body })}
      onClose={onClose}
    />
  );
}

/** Who came: asked again every 5 s while the meeting is today (the organiser watches it fill). */
function MeetingAttendance({ mode, meeting }: { mode: ManageMode; meeting: TMeetingRow }) {
  const [status, setStatus] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState<TMeetingAttendanceRow | null>(null);
  const endpoint = meetingEndpoints(mode).attendance(meeting.id);
  const queryClient = useQueryClient();
  const live = meeting.phase === 'today' && meeting.status === 'scheduled';
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: ['rapat', mode] }),
      5_000,
    );
    return () => clearInterval(timer);
  }, [live, mode, queryClient]);
  const columns: DataTableColumn<TMeetingAttendanceRow>[] = [
    { id: 'nip', header: 'NIP', render: (r) => r.user.nip ?? '-' },
    { id: 'name', header: 'Nama', render: (r) => r.user.name },
    { id: 'unit_name', header: 'Unit Kerja', render: (r) => r.unit_name ?? '-' },
    { id: 'status', header: 'Status', render: (r) => <AttendanceBadge status={r.status} /> },
    {
      id: 'checked_in_at',
      header: 'Jam',
      render: (r) => (r.checked_in_at ? r.checked_in_at.slice(11, 19) : '-'),
    },
    {
      id: 'info',
      header: 'Keterangan',
      render: (r) =>
        [r.covered_by, r.location_name, r.code_verified ? 'QR' : null, r.note]
          .filter(Boolean)
          .join(' · ') || '-',
    },
    { id: 'deduction_pct', header: 'Potongan (%)', align: 'right' },
  ];
  if (mode === 'admin') {
    columns.push({
      id: 'actions',
      header: 'Aksi',
      render: (r) => (
        <Button size="xs" variant="light" onClick={() => setCorrecting(r)}>
          Koreksi
        </Button>
      ),
    });
  }
  return (
    <Stack gap="xs" mt="lg" data-testid="meeting-attendance">
      <Title order={4}>
        Daftar hadir: {meeting.title}, {formatIsoDate(meeting.date)}
        {live ? ' (diperbarui otomatis)' : ''}
      </Title>
      <DataTable
        endpoint={endpoint}
        columns={columns}
        rowKey={(r) => r.user.id}
        label={`Daftar hadir ${meeting.title}`}
        paramPrefix="p_"
        filters={{ status }}
        searchPlaceholder="Cari nama atau NIP…"
        toolbar={
          <Select
            aria-label="Status"
            placeholder="Semua status"
            clearable
            data={MEETING_ATTENDANCE_STATUSES.map((s) => ({
              value: s,
              label: MEETING_ATTENDANCE_STATUS_LABELS[s],
            }))}
            value={status}
            onChange={setStatus}
            w={180}
          />
        }
      />
      {correcting && (
        <CorrectModal meetingId={meeting.id} row={correcting} onClose={() => setCorrecting(null)} />
      )}
    </Stack>
  );
}

type Editing = { id: number | null; body: TSaveMeetingRequest };

export function MeetingsManager({ mode }: { mode: ManageMode }) {
  const [month, setMonth] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [selected, setSelected] = useState<TMeetingRow | null>(null);
  const [qr, setQr] = useState<TMeetingRow | null>(null);
  const [cancelling, setCancelling] = useState<TMeetingRow | null>(null);
  const [minutes, setMinutes] = useState<TMeetingRow | null>(null);
  const { meetings, base } = meetingEndpoints(mode);
  const remove = useDeleteMeeting(mode);
  const { requestDownload } = useExcelDownload();
  const columns: DataTableColumn<TMeetingRow>[] = [
    { id: 'date', header: 'Tanggal', width: 150, render: (r) => formatIsoDate(r.date) },
    { id: 'time', header: 'Waktu', render: (r) => `${r.starts_at}–${r.ends_at}` },
    { id: 'title', header: 'Judul' },
    { id: 'place', header: 'Tempat', render: placeOf },
    ...(mode === 'admin'
      ? [{ id: 'organiser', header: 'Penyelenggara', render: (r: TMeetingRow) => r.organiser.name }]
      : []),
    {
      id: 'participants',
      header: 'Hadir / Peserta',
      align: 'right',
      render: (r) => `${r.attended_count} / ${r.participant_count}`,
    },
    { id: 'mandatory', header: 'Wajib', render: (r) => (r.mandatory ? 'Ya' : 'Tidak') },
    { id: 'status', header: 'Status', render: (r) => <MeetingStatusBadge row={r} /> },
    {
      id: 'actions',
      header: 'Aksi',
      width: 220,
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setSelected(r)}>
            Daftar Hadir
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                rightSection={<IconChevronDown size={14} />}
                aria-label={`Aksi ${r.title}`}
              >
                Aksi
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item disabled={r.status === 'cancelled'} onClick={() => setQr(r)}>
                Tampilkan QR
              </Menu.Item>
              <Menu.Item
                disabled={r.status === 'cancelled'}
                onClick={() => setEditing({ id: r.id, body: meetingToBody(r) })}
              >
                Ubah
              </Menu.Item>
              <Menu.Item
                disabled={r.status === 'cancelled' || r.phase === 'upcoming'}
                onClick={() => setMinutes(r)}
              >
                Notulen
              </Menu.Item>
              <Menu.Item
                onClick={() =>
                  requestDownload({
                    path: `${base}/${r.id}/export`,
                    fileName: `presensi-rapat-${r.id}-${r.date}.xlsx`,
                  })
                }
              >
                Excel Daftar Hadir
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                disabled={r.status === 'cancelled'}
                onClick={() => setCancelling(r)}
              >
                Batalkan
              </Menu.Item>
              <Menu.Item
                color="red"
                onClick={() =>
                  confirmAction({
                    title: 'Hapus Rapat',
                    message: `Hapus rapat "${r.title}" tanggal ${formatIsoDate(r.date)}? Rapat yang sudah ada presensinya tidak dapat dihapus; batalkan saja.`,
                    confirmLabel: 'Hapus',
                    color: 'red',
                    onConfirm: async () => {
                      await remove.mutateAsync(r.id);
                      if (selected?.id === r.id) setSelected(null);
                      notifySuccess('Rapat dihapus.');
                    },
                  })
                }
              >
                Hapus
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      ),
    },
  ];
  return (
    <>
      <DataTable
        endpoint={meetings}
        columns={columns}
        rowKey={(r) => r.id}
        label={mode === 'admin' ? 'Rapat' : 'Rapat yang saya selenggarakan'}
        filters={{ month, status }}
        searchPlaceholder="Cari judul atau agenda…"
        renderExpanded={(r) => (
          <Stack gap={4} p="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              <b>Agenda:</b> {r.agenda}
            </Text>
            {r.online_link && (
              <Text size="sm">
                <b>Tautan:</b> {r.online_link}
              </Text>
            )}
            {r.cancel_reason && (
              <Text size="sm">
                <b>Alasan pembatalan:</b> {r.cancel_reason}
              </Text>
            )}
            {r.minutes_text && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                <b>Notulen:</b> {r.minutes_text}
                {r.minutes_file_name ? ` (berkas: ${r.minutes_file_name})` : ''}
              </Text>
            )}
          </Stack>
        )}
        toolbar={
          <Group gap="sm">
            <MonthField
              aria-label="Bulan"
              value={month}
              onChange={setMonth}
              clearable
              placeholder="Semua bulan"
              w={180}
            />
            <Select
              aria-label="Status rapat"
              placeholder="Semua status"
              clearable
              data={MEETING_STATUSES.map((s) => ({ value: s, label: MEETING_STATUS_LABELS[s] }))}
              value={status}
              onChange={setStatus}
              w={160}
            />
            <Button onClick={() => setEditing({ id: null, body: emptyMeeting() })}>
              Buat Rapat
            </Button>
          </Group>
        }
      />
      {selected && <MeetingAttendance key={selected.id} mode={mode} meeting={selected} />}
      {editing && (
        <MeetingFormModal
          mode={mode}
          id={editing.id}
          initial={editing.body}
          onClose={() => setEditing(null)}
        />
      )}
      {qr && <QrModal mode={mode} meeting={qr} onClose={() => setQr(null)} />}
      {cancelling && (
        <ReasonModal mode={mode} meeting={cancelling} onClose={() => setCancelling(null)} />
      )}
      {minutes && <MinutesModal mode={mode} meeting={minutes} onClose={() => setMinutes(null)} />}
    </>
  );
}
