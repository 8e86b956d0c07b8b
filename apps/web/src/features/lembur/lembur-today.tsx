import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TLemburRow } from '@sikerja/contracts';
import { IconClockHour4, IconLogin, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { formatIsoDate } from '../../lib/format/date.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { currentPosition, GeolocationError } from '../attendance/attendance.api.ts';
import { usePunchLembur } from './lembur-api.ts';
import { PunchesCell } from './lembur-cells.tsx';

function OrderCard({ row }: { row: TLemburRow }) {
  const punch = usePunchLembur();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'masuk' | 'pulang' | null>(null);
  const act = async (type: 'masuk' | 'pulang') => {
    setProblem(null);
    setBusy(type);
    try {
      const position = await currentPosition();
      await punch.mutateAsync({ id: row.id, body: { type, ...position } });
      notifySuccess(
        type === 'masuk' ? 'Presensi masuk lembur tercatat.' : 'Presensi pulang lembur tercatat.',
      );
    } catch (error) {
      setProblem(error instanceof GeolocationError ? error.message : errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder radius="md" padding="md" data-testid={`lembur-order-${row.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={0}>
            <Text fw={600}>
              {formatIsoDate(row.date)} · {row.start_time}–{row.end_time}
            </Text>
            <Text size="sm" c="dimmed">
              {row.task}
            </Text>
          </Stack>
          <PunchesCell row={row} />
        </Group>
        {problem && (
          <Alert color="red" variant="light">
            {problem}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            leftSection={<IconLogin size={16} />}
            disabled={row.check_in !== null}
            loading={busy === 'masuk'}
            onClick={() => void act('masuk')}
          >
            Masuk Lembur
          </Button>
          <Button
            variant="light"
            leftSection={<IconLogout size={16} />}
            disabled={row.check_in === null}
            loading={busy === 'pulang'}
            onClick={() => void act('pulang')}
          >
            Pulang Lembur
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Today's approved overtime orders with their check-in and check-out buttons. */
export function LemburToday({
  orders,
  isLoading,
}: {
  orders: TLemburRow[] | undefined;
  isLoading: boolean;
}) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <IconClockHour4 size={18} />
        <Title order={5}>Lembur Hari Ini</Title>
      </Group>
      {isLoading ? (
        <Group justify="center" py="md">
          <Loader size="sm" />
        </Group>
      ) : orders && orders.length > 0 ? (
        orders.map((row) => <OrderCard key={row.id} row={row} />)
      ) : (
        <Text size="sm" c="dimmed">
          Tidak ada perintah lembur yang disetujui untuk hari ini. Presensi lembur dibuka satu jam
          sebelum jam mulai; sidik jari setelah jam kerja juga dihitung.
        </Text>
      )}
    </Stack>
  );
}
