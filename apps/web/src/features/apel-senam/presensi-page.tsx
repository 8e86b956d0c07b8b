/**
 * '/user/presensi_apel', '/user/presensi_senam': today's session (or 'Tidak ada apel hari
 * ini'), its window on the server's clock, the check-in (position, and the QR code when the
 * session asks for it), and the person's own sessions.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CEREMONY_KIND_LABELS,
  CEREMONY_STATUS_LABELS,
  type TCeremonyKind,
  type TCeremonyStatus,
  type TMyCeremonyRow,
} from '@sikerja/contracts';
import { IconQrcode } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { DataTable, type DataTableColumn } from '../../platform/data-table/data-table.api.ts';
import {
  currentPosition,
  formatClock,
  GeolocationError,
  useServerClock,
} from '../attendance/attendance.api.ts';
import { ceremonyEndpoints, useCeremonyCheckIn, useCeremonyToday } from './apel-senam-api.ts';
import { QrScannerModal } from './qr-scanner.tsx';

export const STATUS_COLORS: Record<TCeremonyStatus, string> = {
  hadir: 'teal',
  terlambat: 'yellow',
  tidak_hadir: 'red',
  berhalangan: 'blue',
  belum: 'gray',
};

export function StatusBadge({ status }: { status: TCeremonyStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {CEREMONY_STATUS_LABELS[status]}
    </Badge>
  );
}

function TodayCard({ kind }: { kind: TCeremonyKind }) {
  const label = CEREMONY_KIND_LABELS[kind];
  const today = useCeremonyToday(kind);
  const checkIn = useCeremonyCheckIn(kind);
  const now = useServerClock(today.data?.server_time);
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onCode = useCallback((text: string) => {
    setCode(text.trim().slice(-6));
    setScanning(false);
  }, []);

  if (today.isLoading) return <Card withBorder>Memuat…</Card>;
  if (today.isError || !today.data) {
    return <Alert color="red">{errorMessage(today.error)}</Alert>;
  }
  const t = today.data;
  const session = t.session;
  const submit = async () => {
    setProblem(null);
    try {
      const position = await currentPosition();
      await checkIn.mutateAsync({ ...position, code: code || null });
    } catch (e) {
      setProblem(e instanceof GeolocationError ? e.message : errorMessage(e));
    }
  };
  return (
    <Card withBorder padding="lg" data-testid="ceremony-today">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {formatIsoDate(t.date)}
          </Text>
          <Title order={3}>
            {session ? session.name : `Tidak ada ${label.toLowerCase()} hari ini`}
          </Title>
        </Stack>
        <Text fw={600} ff="monospace" aria-label="Jam server">
          {now ? formatClock(now) : ''}
        </Text>
      </Group>
      {session && (
        <Stack gap="sm" mt="md">
          <SimpleGrid cols={{ base: 3 }}>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Dibuka
              </Text>
              <Text fw={600}>{session.opens_at}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Tepat waktu sampai
              </Text>
              <Text fw={600}>{session.on_time_until}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Ditutup
              </Text>
              <Text fw={600}>{session.closes_at}</Text>
            </Stack>
          </SimpleGrid>
          {!t.expected ? (
            <Alert color="gray">Anda tidak termasuk peserta {label.toLowerCase()} hari ini.</Alert>
          ) : t.status && t.status !== 'belum' ? (
            <Group gap="sm">
              <StatusBadge status={t.status} />
              {t.checked_in_at && (
                <Text size="sm">
                  Presensi pukul {t.checked_in_at.slice(11, 19)}
                  {t.location_name ? ` di ${t.location_name}` : ''}
                </Text>
              )}
              {t.covered_by && <Text size="sm">({t.covered_by})</Text>}
            </Group>
          ) : (
            <Stack gap="sm">
              {session.requires_code && (
                <Group align="flex-end" gap="sm">
                  <TextInput
                    label="Kode QR"
                    description="Pindai kode QR di lokasi, atau ketik 6 digit di bawahnya"
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
              <Group>
                <Button color="teal" size="md" loading={checkIn.isPending} onClick={submit}>
                  Presensi {label}
                </Button>
              </Group>
            </Stack>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      )}
      <QrScannerModal opened={scanning} onClose={() => setScanning(false)} onCode={onCode} />
    </Card>
  );
}

const columns: DataTableColumn<TMyCeremonyRow>[] = [
  { id: 'date', header: 'Tanggal', width: 170, render: (r) => formatIsoDate(r.date) },
  { id: 'name', header: 'Kegiatan' },
  { id: 'status', header: 'Status', render: (r) => <StatusBadge status={r.status} /> },
  {
    id: 'checked_in_at',
    header: 'Jam Presensi',
    render: (r) => (r.checked_in_at ? r.checked_in_at.slice(11, 19) : '-'),
  },
  { id: 'covered_by', header: 'Keterangan', render: (r) => r.covered_by ?? '-' },
  {
    id: 'deduction_pct',
    header: 'Potongan (%)',
    align: 'right',
    render: (r) => r.deduction_pct.toLocaleString('id-ID'),
  },
];

export function CeremonyPresensiPage({ kind }: { kind: TCeremonyKind }) {
  const { mine } = ceremonyEndpoints(kind);
  return (
    <Stack gap="lg">
      <TodayCard kind={kind} />
      <DataTable
        endpoint={mine}
        columns={columns}
        rowKey={(r) => r.session_id}
        label={`Riwayat ${CEREMONY_KIND_LABELS[kind].toLowerCase()}`}
      />
    </Stack>
  );
}
