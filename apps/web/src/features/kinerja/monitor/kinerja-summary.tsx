import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { monthName } from '@sikerja/contracts';
import { IconClipboardCheck, IconClipboardX, IconHourglass, IconSend } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useKinerjaCounts } from './monitor-api.ts';

interface Tile {
  label: string;
  value: number;
  icon: ComponentType<{ size?: number }>;
  color: string;
  to: string;
}

/** The kinerja counts of the admin home, each opening the monitor list it counts. */
export function KinerjaSummary() {
  const counts = useKinerjaCounts(true).data;
  if (!counts) return null;
  const month = `bulan=${counts.realisasi_month}&tahun=${counts.realisasi_year}`;
  const tiles: Tile[] = [
    {
      label: `Belum kirim kontrak ${counts.year}`,
      value: counts.kontrak_belum_kirim,
      icon: IconClipboardX,
      color: 'orange',
      to: `/admin/kontrak/kirim?tahun=${counts.year}`,
    },
    {
      label: 'Kontrak menunggu atasan',
      value: counts.kontrak_menunggu,
      icon: IconHourglass,
      color: 'blue',
      to: `/admin/kontrak/konfirm?tahun=${counts.year}`,
    },
    {
      label: `Belum kirim realisasi ${monthName(counts.realisasi_month)}`,
      value: counts.realisasi_belum_kirim,
      icon: IconSend,
      color: 'red',
      to: `/admin/realisasi/kirim?${month}`,
    },
    {
      label: 'Realisasi menunggu atasan',
      value: counts.realisasi_menunggu,
      icon: IconClipboardCheck,
      color: 'teal',
      to: `/admin/realisasi/konfirm?${month}`,
    },
  ];
  return (
    <section aria-label="Kinerja">
      <Title order={2} size="h4" mb="sm">
        Kinerja
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 4 }}>
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
                <Text fw={700} size="xl" data-testid={`kinerja-${t.label}`}>
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
