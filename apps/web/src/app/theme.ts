import { createTheme, localStorageColorSchemeManager } from '@mantine/core';

/** Same key as public/theme-init.js, which applies it before first paint. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'sikerja-theme' });

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  defaultRadius: 'md',
  headings: { fontWeight: '650' },
  components: {
    // A badge wider than its cell wraps onto a second line instead of ending in '…'
    // ('Menunggu Atasan Langsung', issue 15).
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.2, paddingBlock: 2 },
      },
    },
    Card: { defaultProps: { radius: 'md' } },
    Drawer: { defaultProps: { overlayProps: { backgroundOpacity: 0.4, blur: 2 } } },
    Modal: { defaultProps: { overlayProps: { backgroundOpacity: 0.4, blur: 2 } } },
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Tampilkan atau sembunyikan isian' },
      },
    },
  },
});
