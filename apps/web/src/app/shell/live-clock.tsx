import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useServerClock } from '../../lib/site/server-clock.ts';

/** The institution's time, seeded from `GET setting` and ticking each second. */
export function LiveClock() {
  const clock = useServerClock();
  if (!clock) return null;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <IconClock size={16} stroke={1.6} aria-hidden />
      {/* Not a live region: a screen reader announcing every second would be unusable. */}
      <Text
        size="sm"
        fw={500}
        data-testid="live-clock"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {clock}
      </Text>
    </Group>
  );
}
