import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/page/full-page-loader.tsx';
import { GuestOnly } from './layouts/guest-only.tsx';
import { RequireAuth } from './layouts/require-auth.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorPage } from './layouts/route-error-page.tsx';
import { type AppRouteDef, ROUTES } from './route-table.ts';
import type { RouteHandle } from './use-route-meta.ts';

function toRouteObject(route: AppRouteDef): RouteObject {
  const handle: RouteHandle = { route };
  return {
    path: route.path,
    handle,
    lazy: async () => ({ Component: await route.load() }),
  };
}

const pick = (access: AppRouteDef['access'], layout?: AppRouteDef['layout']) =>
  ROUTES.filter((r) => r.access === access && (!layout || r.layout === layout)).map(toRouteObject);

/**
 * Builds the router from the route table: guests-only screens, screens behind login (bare or
 * inside the shell), and public ones (not-found, forbidden). Created after the address bar
 * has been cleaned of a handed-over token (see main.tsx).
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageLoader />,
      children: [
        { element: <GuestOnly />, children: pick('guest') },
        {
          element: <RequireAuth />,
          children: [
            ...pick('auth', 'bare'),
            {
              // The shell (sidebar, menu icons, user panel) is its own chunk: the login page
              // does not download it.
              lazy: async () => ({
                Component: (await import('./layouts/shell-route.tsx')).ShellRoute,
              }),
              children: pick('auth', 'shell'),
            },
          ],
        },
        ...pick('public', 'bare'),
        {
          lazy: async () => ({
            Component: (await import('./layouts/shell-when-signed-in.tsx')).ShellWhenSignedIn,
          }),
          children: pick('public', 'shell'),
        },
      ],
    },
  ]);
}
