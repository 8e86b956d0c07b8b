import { Text, UnstyledButton } from '@mantine/core';
import type { TNotification } from '@sikerja/contracts';
import { formatDateTime } from '../../lib/format/date.ts';

/** One notification, unread ones shaded and bold; opening it is the caller's (read, go to its link). */
export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: TNotification;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      p="xs"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: n.read_at ? undefined : 'var(--mantine-color-default-hover)',
      }}
      onClick={onOpen}
    >
      <Text size="sm" fw={n.read_at ? 400 : 600}>
        {n.title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={3}>
        {n.body}
      </Text>
      <Text size="xs" c="dimmed">
        {formatDateTime(n.created_at)}
      </Text>
    </UnstyledButton>
  );
}
