import {
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './shortcut-grid.module.css';

export interface Shortcut {
  to: string;
  label: string;
  description: string;
  icon: Icon;
  color: string;
}

/** Quick links to screens the user may open. */
export function ShortcutGrid({ title, shortcuts }: { title: string; shortcuts: Shortcut[] }) {
  if (shortcuts.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {shortcuts.map(({ to, label, description, icon: ItemIcon, color }) => (
          <UnstyledButton key={to} component={Link} to={to} className={classes.item}>
            <Card withBorder padding="lg" h="100%" className={classes.card}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={42} radius="md" variant="light" color={color}>
                  <ItemIcon size={22} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{label}</Text>
                  <Text size="sm" c="dimmed">
                    {description}
                  </Text>
                </Stack>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
