import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSunHigh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../../components/user-avatar.tsx';
import { useCurrentUser } from '../../../../lib/auth/auth-context.ts';
import { formatLongDate, localToday } from '../../../../lib/format/date.ts';
import { usePublicSetting } from '../../../../lib/site/public-setting.ts';

/** Greeting by the institution's clock: pagi, siang, sore, malam. */
export function greetingFor(hour: number): string {
  if (hour < 11) return 'Selamat pagi';
  if (hour < 15) return 'Selamat siang';
  if (hour < 18) return 'Selamat sore';
  return 'Selamat malam';
}

/** The top card of a home page: who is logged in and today's date in the institution's zone. */
export function HomeGreeting({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const setting = usePublicSetting();
  const today = setting?.date ?? localToday();
  const hour = setting?.date.h ?? new Date().getHours();
  return (
    <Card withBorder padding="xl">
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="lg" wrap="nowrap">
          <UserAvatar user={user} size={64} />
          <Stack gap={4}>
            <Text c="dimmed" size="sm">
              {greetingFor(hour)},
            </Text>
            <Title order={2} size="h2">
              {user.name}
            </Title>
            <Text size="sm" c="dimmed">
              {[user.nip && `NIP ${user.nip}`, user.unit?.name].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size="lg">
            <IconSunHigh size={18} />
          </ThemeIcon>
          <Text fw={600} data-testid="today">
            {formatLongDate(today)}
          </Text>
        </Group>
      </Group>
      {children}
    </Card>
  );
}
