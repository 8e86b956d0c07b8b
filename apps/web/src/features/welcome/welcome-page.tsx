import {
  ActionIcon,
  Badge,
  Card,
  Center,
  Group,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import type { THealthResponse } from '@sikerja/contracts';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api.ts';

/** The first page until the login screen lands: product name and whether the service is up. */
export function WelcomePage() {
  const { colorScheme, toggleColorScheme } = useMantineColorScheme();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => apiGet<THealthResponse>('health'),
  });
  const status = health.isPending
    ? { color: 'gray', label: 'Memeriksa layanan…' }
    : health.data?.data.status === 'ok'
      ? { color: 'green', label: 'Layanan aktif' }
      : { color: 'red', label: 'Layanan bermasalah' };

  return (
    <Center mih="100vh" p="md" component="main">
      <Card withBorder shadow="sm" padding="xl" maw={440} w="100%">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={1} size="h2">
              Sikerja
            </Title>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={toggleColorScheme}
              aria-label={colorScheme === 'dark' ? 'Tema terang' : 'Tema gelap'}
            >
              {colorScheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
            </ActionIcon>
          </Group>
          <Text c="dimmed">
            Sistem presensi dan administrasi kerja pegawai: presensi, apel, cuti, kontrak kinerja,
            surat tugas dan remunerasi dalam satu aplikasi.
          </Text>
          <Group gap="xs">
            <Badge color={status.color} variant="light" data-testid="service-status">
              {status.label}
            </Badge>
            {health.data && (
              <Text size="xs" c="dimmed">
                versi {health.data.data.version}
              </Text>
            )}
          </Group>
        </Stack>
      </Card>
    </Center>
  );
}
