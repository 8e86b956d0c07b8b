import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useLatestNotifications,
  useMarkNotificationsRead,
  useNotificationCounts,
} from './api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';

/** The top bar's bell: unread count, the latest ten, and a way to each one's screen. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const counts = useNotificationCounts();
  const latest = useLatestNotifications(opened);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = counts.data?.data.unread ?? 0;
  const rows = latest.data?.data ?? [];

  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-end" shadow="md">
      <Popover.Target>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={16}
          color="red"
          disabled={unread === 0}
          offset={4}
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? `Notifikasi (${unread} belum dibaca)` : 'Notifikasi'}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={600} size="sm">
            Notifikasi
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables === 'all'}
            onClick={() => markRead.mutate('all')}
          >
            Tandai semua dibaca
          </Button>
        </Group>
        {latest.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Memuat notifikasi" />
          </Group>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" p="md">
            Belum ada notifikasi.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap={2}>
              {rows.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  onOpen={() => {
                    if (!n.read_at) markRead.mutate(n.id);
                    setOpened(false);
                    if (n.link) void navigate(n.link);
                  }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
