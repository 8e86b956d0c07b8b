/**
 * '/user/presensi_rapat': my meetings (all, upcoming, today, past) with the check-in during the
 * meeting's window (position for a meeting on site, the organiser's rotating QR code when the
 * meeting asks for it), and the meetings I organise, run like the admin's screen.
 */
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { MEETING_PHASE_LABELS, MEETING_PHASES, type TMyMeetingRow } from '@sikerja/contracts';
import { IconQrcode } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { PageHeader } from '../../components/page/page-header.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import { QrScannerModal } from '../apel-senam/apel-senam.api.ts';
import { currentPosition, GeolocationError } from '../attendance/attendance.api.ts';
import {
  AttendanceBadge,
  MeetingStatusBadge,
  MeetingsManager,
  placeOf,
} from './meetings-manager.tsx';
import { myMeetingsEndpoint, useCheckIn } from './rapat-api.ts';

function CheckInModal({ meeting, onClose }: { meeting: TMyMeetingRow; onClose: () => void }) {
  const checkIn = useCheckIn();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onCode = useCallback((text: string) => {
    setCode(text.trim().slice(-6));
    setScanning(false);
  }, []);
  const submit = async () => {
    setProblem(null);
    try {
      const position = meeting.mode === 'onsite' ? await currentPosition() : {};
      const answer = await checkIn.mutateAsync({
        id: meeting.id,
        body: { ...position, code: code || null },
      });
      notifySuccess(
        answer.data.repeated ? 'Anda sudah presensi rapat ini.' : 'Presensi rapat tercatat.',
      );
      onClose();
    } catch (e) {
      setProblem(e instanceof GeolocationError ? e.message : errorMessage(e));
    }
  };
  return (
    <Modal opened onClose={onClose} centered title={`Presensi ${meeting.title}`}>
      <Stack gap="sm">
        <Text size="sm">
          {formatIsoDate(meeting.date)}, pukul {meeting.starts_at}–{meeting.ends_at} ·{' '}
          {placeOf(meeting)}
        </Text>
        {meeting.mode === 'onsite' && (
          <Text size="sm" c="dimmed">
            Lokasi Anda dibaca untuk memastikan Anda berada di {meeting.location_name}.
          </Text>
        )}
        {meeting.requires_code && (
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Kode QR"
              description="Pindai kode QR dari penyelenggara, atau ketik 6 digit di bawahnya"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              inputMode="numeric"
              maxLength={100}
              w={240}
            />
            <Button
              variant="light"
              leftSection={<IconQrcode size={16} />}
              onClick={() => setScanning(true)}
            >
              Pindai QR
            </Button>
          </Group>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button color="teal" loading={checkIn.isPending} onClick={submit}>
            Presensi Rapat
          </Button>
        </Group>
      </Stack>
      <QrScannerModal opened={scanning} onClose={() => setScanning(false)} onCode={onCode} />
    </Modal>
  );
}

function MyMeetings() {
  const [phase, setPhase] = useState<string>('all');
  const [checking, setChecking] = useState<TMyMeetingRow | null>(null);
  const columns: DataTableColumn<TMyMeetingRow>[] = [
    { id: 'date', header: 'Tanggal', width: 150, render: (r) => formatIsoDate(r.date) },
    { id: 'time', header: 'Waktu', render: (r) => `${r.starts_at}–${r.ends_at}` },
    { id: 'title', header: 'Judul' },
    { id: 'place', header: 'Tempat', render: placeOf },
    { id: 'organiser', header: 'Penyelenggara', render: (r) => r.organiser.name },
    { id: 'mandatory', header: 'Wajib', render: (r) => (r.mandatory ? 'Ya' : 'Tidak') },
    { id: 'state', header: 'Rapat', render: (r) => <MeetingStatusBadge row={r} /> },
    {
      id: 'my_status',
      header: 'Kehadiran',
      render: (r) =>
        r.status === 'cancelled' ? (
          '-'
        ) : (
          <Group gap={4}>
            <AttendanceBadge status={r.my_status} />
            {r.checked_in_at && <Text size="xs">{r.checked_in_at.slice(11, 16)}</Text>}
          </Group>
        ),
    },
    {
      id: 'actions',
      header: 'Aksi',
      render: (r) =>
        r.can_check_in ? (
          <Button size="xs" color="teal" onClick={() => setChecking(r)}>
            Presensi
          </Button>
        ) : r.online_link && r.status === 'scheduled' && r.phase !== 'past' ? (
          <Button
            size="xs"
            variant="light"
            component="a"
            href={r.online_link}
            target="_blank"
            rel="noreferrer"
          >
            Buka Tautan
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Tampilkan"
        data={[
          { value: 'all', label: 'Semua' },
          ...MEETING_PHASES.map((p) => ({ value: p, label: MEETING_PHASE_LABELS[p] })),
        ]}
        value={phase}
        onChange={setPhase}
        w="fit-content"
      />
      <DataTable
        endpoint={myMeetingsEndpoint}
        columns={columns}
        rowKey={(r) => r.id}
        label="Rapat saya"
        filters={{ phase: phase === 'all' ? null : phase }}
        searchPlaceholder="Cari judul…"
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
            {r.covered_by && (
              <Text size="sm">
                <b>Keterangan:</b> {r.covered_by}
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
              </Text>
            )}
          </Stack>
        )}
      />
      {checking && <CheckInModal meeting={checking} onClose={() => setChecking(null)} />}
    </Stack>
  );
}

export function RapatPresensiPage() {
  const [tab, setTab] = useState<string | null>('mine');
  return (
    <>
      <PageHeader description="Rapat yang Anda ikuti dan presensinya selama rapat berlangsung (dibuka 30 menit sebelum mulai, terlambat setelah 15 menit). Rapat yang Anda selenggarakan diatur di tab kedua." />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="mine">Rapat Saya</Tabs.Tab>
          <Tabs.Tab value="organised">Saya Selenggarakan</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <MyMeetings />
        </Tabs.Panel>
        <Tabs.Panel value="organised">
          <MeetingsManager mode="organiser" />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
