import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Light/dark switch; the choice is kept under 'sikerja-theme' (see public/theme-init.js). */
export function ColorSchemeToggle({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const isDark = scheme === 'dark';
  const label = isDark ? 'Tema terang' : 'Tema gelap';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size={size}
        onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
        aria-label={label}
      >
        {isDark ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
