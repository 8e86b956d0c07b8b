import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SummaryCard } from '../../components/page/summary-card.tsx';
import { formatDateTime } from '../../lib/format/date.ts';
import { useLatestNotifications, useMarkNotificationsRead } from './api/notifications.ts';

const SHOWN = 5;

/** The latest notifications on the home page; the bell in the top bar holds the rest. */
export function LatestNotificationsCard() {
  const latest = useLatestNotifications(true);
  const markRead = useMarkNotificationsRead();
  const rows = latest.data?.data.slice(0, SHOWN) ?? [];
  return (
    <SummaryCard
      title="Notifikasi terbaru"
      label="Notifikasi terbaru"
      loading={latest.isPending}
      error={latest.error}
    >
      {latest.isSuccess && rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Belum ada notifikasi.
        </Text>
      )}
      {rows.map((n) => (
        <Stack key={n.id} gap={0}>
          {n.link ? (
            <Anchor
              component={Link}
              to={n.link}
              size="sm"
              fw={n.read_at ? 400 : 600}
              onClick={() => {
                if (!n.read_at) markRead.mutate(n.id);
              }}
            >
              {n.title}
            </Anchor>
          ) : (
            <Text size="sm" fw={n.read_at ? 400 : 600}>
              {n.title}
            </Text>
          )}
          <Text size="xs" c="dimmed" lineClamp={2}>
            {n.body}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(n.created_at)}
          </Text>
        </Stack>
      ))}
    </SummaryCard>
  );
}
