import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';

/**
 * A screen of the spec whose area is not built yet. The shell's sub-header already names it
 * (title and breadcrumb); this says, plainly, that it is coming rather than broken.
 */
export function ComingSoonPage() {
  return (
    <Card withBorder padding="xl" data-testid="coming-soon">
      <Stack align="center" gap="sm" py="xl" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="blue">
          <IconHammer size={32} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} size="h3">
          Fitur ini sedang disiapkan
        </Title>
        <Text c="dimmed" maw={480}>
          Halaman ini sudah terdaftar dan akan tersedia pada pembaruan berikutnya. Data Anda yang
          lain tetap dapat digunakan seperti biasa.
        </Text>
      </Stack>
    </Card>
  );
}
