import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Light/dark switch; the choice is kept under 'sikerja-theme' (see public/theme-init.js).
 * A native title, not Mantine's Tooltip: the tooltip's positioning library alone would add
 * about 20 KB to the login page.
 */
export function ColorSchemeToggle({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const isDark = scheme === 'dark';
  const label = isDark ? 'Tema terang' : 'Tema gelap';
  return (
    <ActionIcon
      variant="default"
      size={size}
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
      aria-label={label}
      title={label}
    >
      {isDark ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
