import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SummaryCard } from '../../components/page/summary-card.tsx';
import { useLatestNotifications, useMarkNotificationsRead } from './api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';

const SHOWN = 5;

/** The latest notifications on the home page; the bell in the top bar holds the rest. */
export function LatestNotificationsCard() {
  const latest = useLatestNotifications(true);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
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
      <Stack gap={2}>
        {rows.map((n) => (
          <NotificationItem
            key={n.id}
            notification={n}
            onOpen={() => {
              if (!n.read_at) markRead.mutate(n.id);
              if (n.link) void navigate(n.link);
            }}
          />
        ))}
      </Stack>
    </SummaryCard>
  );
}
