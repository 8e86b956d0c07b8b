import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { areOverlaysRequested, subscribeOverlayRequest } from '../lib/overlays-ready.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { colorSchemeManager, theme } from './theme.ts';

const queryClient = createQueryClient();

const OverlayHostsChunk = lazy(() =>
  import('./overlay-hosts.tsx').then((m) => ({ default: m.OverlayHosts })),
);

/** Mounts the dialog and notification hosts once something asks for them. */
function DeferredOverlayHosts() {
  const isRequested = useSyncExternalStore(subscribeOverlayRequest, areOverlaysRequested);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <OverlayHostsChunk />
    </Suspense>
  );
}

/** Theme, server state, dialogs, notifications and the session, around the router. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
        <DeferredOverlayHosts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
