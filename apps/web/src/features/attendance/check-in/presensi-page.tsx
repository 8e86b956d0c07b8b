import { Stack, Title } from '@mantine/core';
import { PageHeader } from '../../../components/page/page-header.tsx';
import { MyDaysTable } from './my-days-table.tsx';
import { TodayCheckIn } from './today-check-in.tsx';

/** '/user/presensi' ('Presensi Harian'): today's check-in card and the person's days. */
export function PresensiPage() {
  return (
    <Stack gap="lg">
      <PageHeader description="Presensi masuk dan pulang memakai lokasi perangkat; waktu dicatat menurut jam server." />
      <TodayCheckIn />
      <Title order={4}>Riwayat Presensi</Title>
      <MyDaysTable />
    </Stack>
  );
}
