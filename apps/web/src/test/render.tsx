/**
 * Renders a component the way the app does (app/providers.tsx), minus the session: Mantine with
 * dialogs and notifications, TanStack Query and a memory router, so URL search params work.
 * Mantine runs with env="test": no transitions and no portals, so a dialog or a dropdown appears
 * at once and inside the rendered container. In StrictMode, like main.tsx, so effects that
 * misbehave when run twice fail here too.
 */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { markOverlaysReady } from '../lib/overlays-ready.ts';
import { createQueryClient } from '../lib/query-client.ts';

export interface RenderOptions {
  /** Where the memory router starts, with its search params: '/admin/x?page=2'. @default '/' */
  route?: string;
}

export interface RenderWithAppResult extends RenderResult {
  queryClient: QueryClient;
  /** The router's current location: what the address bar would show. */
  location: () => { pathname: string; search: string; searchParams: URLSearchParams };
}

function testQueryClient(): QueryClient {
  const client = createQueryClient();
  // The app retries a 5xx once after a second; a test wants the failure at once.
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/**
 * The app loads its dialog and notification hosts lazily (app/overlay-hosts.tsx) and callers
 * wait for them (lib/overlays-ready.ts); here they mount at once and say so the same way.
 */
function TestOverlayHosts() {
  useEffect(() => {
    markOverlaysReady();
  }, []);
  return (
    <>
      <ModalsProvider labels={{ confirm: 'Ya', cancel: 'Tidak' }} />
      <Notifications />
    </>
  );
}

/** Renders `ui` inside the app's providers and a memory router at `route`. */
export function renderWithApp(ui: ReactNode, options: RenderOptions = {}): RenderWithAppResult {
  const queryClient = testQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [options.route ?? '/'],
  });
  const result = render(
    <StrictMode>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <TestOverlayHosts />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  return {
    ...result,
    queryClient,
    location: () => {
      const { pathname, search } = router.state.location;
      return { pathname, search, searchParams: new URLSearchParams(search) };
    },
  };
}
