import { useMatches } from 'react-router';
import type { AppRouteDef } from './route-table.ts';

/** What a route of the table carries in its `handle`. */
export interface RouteHandle {
  route: AppRouteDef;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The route-table entry of the screen being shown (the deepest match that has one). */
export function useRouteMeta(): AppRouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
