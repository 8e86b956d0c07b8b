import { Group, Text } from '@mantine/core';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle.tsx';
import { APP_NAME, useSiteName } from '../../lib/site/public-setting.ts';

/** Footer (SPEC section 2): year, app name and the light/dark switch. */
export function ShellFooter() {
  const siteName = useSiteName();
  const year = new Date().getFullYear();
  return (
    <Group
      component="footer"
      role="contentinfo"
      justify="space-between"
      gap="xs"
      py="md"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="xs" c="dimmed">
        © {year} {APP_NAME}
        {siteName !== APP_NAME ? ` · ${siteName}` : ''}
      </Text>
      <ColorSchemeToggle size="md" />
    </Group>
  );
}
