import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { colorSchemeManager, theme } from './theme.ts';

const queryClient = createQueryClient();

/** Theme, server state, dialogs, notifications and the session, around the router. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Ya', cancel: 'Tidak' }}>
          <Notifications position="top-right" zIndex={1000} />
          <AuthProvider>{children}</AuthProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
