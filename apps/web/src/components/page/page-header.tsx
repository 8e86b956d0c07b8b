import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  description?: ReactNode;
  /** Buttons on the right, e.g. 'Tambah'. */
  actions?: ReactNode;
}

/**
 * What a screen says under the shell's title: a line of description and its main actions.
 * The title itself comes from the route table, shown once by the shell's sub-header.
 */
export function PageHeader({ description, actions }: PageHeaderProps) {
  if (!description && !actions) return null;
  return (
    <Group justify="space-between" align="center" mb="lg" gap="sm">
      {description ? (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      ) : (
        <span />
      )}
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
