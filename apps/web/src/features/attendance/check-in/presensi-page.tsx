import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useToday } from './api/today.ts';
import { MyDaysTable } from './my-days-table.tsx';
import { TodayCard } from './today-card.tsx';

/** '/user/presensi' ('Presensi Harian'): today's check-in card and the person's days. */
export function PresensiPage() {
  const today = useToday();
  return (
    <Stack gap="lg">
      <PageHeader description="Presensi masuk dan pulang memakai lokasi perangkat; waktu dicatat menurut jam server." />
      {today.isPending && <Skeleton height={260} radius="md" />}
      {today.isError && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="Gagal memuat presensi hari ini"
        >
          {errorMessage(today.error)}
        </Alert>
      )}
      {today.data && <TodayCard today={today.data} />}
      <Title order={4}>Riwayat Presensi</Title>
      <MyDaysTable />
    </Stack>
  );
}
