import { Group, Image, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { APP_NAME, usePublicSetting } from '../../lib/site/public-setting.ts';

/**
 * The institution's logo (the dark logo on the light theme, the white one on the dark theme,
 * Sikerja's mark when none was uploaded), the app name and the institution's name.
 */
export function Brand({ withInstitution = true }: { withInstitution?: boolean }) {
  const setting = usePublicSetting();
  const scheme = useComputedColorScheme('light');
  const logo = (scheme === 'dark' ? setting?.logowhitedir : setting?.logodarkdir) ?? '/favicon.svg';
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={logo} alt="" h={34} w="auto" maw={120} fit="contain" />
      <Stack gap={0}>
        <Text fw={750} size="lg" lh={1.1}>
          {APP_NAME}
        </Text>
        {withInstitution && setting?.name && (
          <Text size="xs" c="dimmed" lh={1.2} lineClamp={1} visibleFrom="sm">
            {setting.name}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
