import { Alert, Card, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-error.ts';

interface SummaryCardProps {
  title: ReactNode;
  /** The card's accessible name (a region a test or a screen reader finds). */
  label: string;
  loading: boolean;
  /** The load's error, shown in place of nothing. */
  error?: unknown;
  children: ReactNode;
}

/** A home-page card: a title with a spinner while it loads, the error if it failed, the figures. */
export function SummaryCard({ title, label, loading, error, children }: SummaryCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" aria-label={label} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {title}
          </Title>
          {loading && <Loader size="xs" aria-label="Memuat" />}
        </Group>
        {error ? (
          <Alert color="red" variant="light">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}
