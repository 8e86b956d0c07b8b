import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the session is being checked or a screen is loading. */
export function FullPageLoader({ label = 'Memuat…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
