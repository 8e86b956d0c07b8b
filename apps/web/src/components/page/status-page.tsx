import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatusPageProps {
  code?: string;
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** Buttons under the text; a 'Kembali ke beranda' link by default. */
  actions?: ReactNode;
  color?: string;
  /** Inside the shell: the shell's content area holds it, not the whole window. */
  inShell?: boolean;
}

/** Full-page message for not found, forbidden and broken screens. */
export function StatusPage({
  code,
  icon,
  title,
  text,
  actions,
  color = 'blue',
  inShell = false,
}: StatusPageProps) {
  return (
    <Center
      mih={inShell ? undefined : '100vh'}
      py={inShell ? 48 : undefined}
      p="md"
      component={inShell ? 'section' : 'main'}
    >
      <Stack align="center" gap="md" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        {code && (
          <Text fw={800} fz={56} lh={1} c="dimmed" aria-hidden>
            {code}
          </Text>
        )}
        {/* In the shell the page header above already says the title. */}
        {!inShell && (
          <Title order={1} size="h2">
            {title}
          </Title>
        )}
        <Text c="dimmed">{text}</Text>
        <Group justify="center">
          {actions ?? (
            <Button component={Link} to="/">
              Kembali ke beranda
            </Button>
          )}
        </Group>
      </Stack>
    </Center>
  );
}
