import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBeach,
  IconClockExclamation,
  IconUserCheck,
  IconUserX,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useAttendanceSummary } from '../../../../features/attendance/attendance.api.ts';

interface Tile {
  label: string;
  value: number;
  icon: ComponentType<{ size?: number }>;
  color: string;
  to: string;
}

/** Today's attendance at a glance: present, late, absent, on leave (and suspicious punches). */
export function AttendanceSummary() {
  const summary = useAttendanceSummary(true).data;
  if (!summary) return null;
  // Each count opens the day's list filtered to the people it counts.
  const day = (filter: string) => `/admin/absensi?tanggal=${summary.date}${filter}`;
  const tiles: Tile[] = [
    { label: 'Hadir', value: summary.present, icon: IconUserCheck, color: 'teal', to: day('') },
    {
      label: 'Terlambat',
      value: summary.late,
      icon: IconClockExclamation,
      color: 'yellow',
      to: day('&kode=TL'),
    },
    {
      label: 'Tanpa keterangan',
      value: summary.absent,
      icon: IconUserX,
      color: 'red',
      to: day('&kode=TK'),
    },
    {
      label: 'Cuti / dinas / izin / sakit',
      value: summary.leave + summary.excused,
      icon: IconBeach,
      color: 'blue',
      to: day(''),
    },
    {
      label: 'Mencurigakan',
      value: summary.flagged,
      icon: IconAlertTriangle,
      color: 'orange',
      to: day('&mencurigakan=1'),
    },
  ];
  return (
    <section aria-label="Presensi hari ini">
      <Title order={2} size="h4" mb="sm">
        Presensi hari ini ({summary.staff} pegawai)
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
        {tiles.map((t) => (
          <Card key={t.label} withBorder component={Link} to={t.to} padding="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color={t.color} size="lg">
                <t.icon size={20} />
              </ThemeIcon>
              <div>
                <Text size="xs" c="dimmed">
                  {t.label}
                </Text>
                <Text fw={700} size="xl" data-testid={`presensi-${t.label}`}>
                  {t.value}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
