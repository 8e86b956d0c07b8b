import { Alert, Anchor, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error.ts';
import { localToday } from '../../../lib/format/date.ts';
import { useBalance } from '../api/cuti-api.ts';

/** The home page's leave figure: what remains of this year's annual leave, and the way to ask. */
export function BalanceSummaryCard({ cutiPath }: { cutiPath: string }) {
  const year = localToday().y;
  const balance = useBalance(year);
  const b = balance.data;
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Sisa cuti tahunan" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            Cuti tahunan {year}
          </Title>
          {balance.isPending && <Loader size="xs" aria-label="Memuat" />}
        </Group>
        {balance.isError && (
          <Alert color="red" variant="light">
            {errorMessage(balance.error)}
          </Alert>
        )}
        {b && !b.eligible && (
          <Text size="sm" c="dimmed">
            Anda belum berhak atas cuti tahunan.
          </Text>
        )}
        {b?.eligible && (
          <>
            <Text fz={36} fw={700} lh={1}>
              {b.remaining}{' '}
              <Text span size="md" fw={500} c="dimmed">
                hari tersisa
              </Text>
            </Text>
            <Text size="sm" c="dimmed">
              Diambil {b.taken} hari, sedang diproses {b.pending} hari.
            </Text>
          </>
        )}
        <Anchor component={Link} to={cutiPath} size="sm">
          Ajukan atau lihat cuti
        </Anchor>
      </Stack>
    </Card>
  );
}
