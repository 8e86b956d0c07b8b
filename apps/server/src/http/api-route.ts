/** Where the API lives; every route registered under it must declare its access rule. */
export const API_PREFIX = '/api/v1';

/** Whether a registered route pattern (not a request's URL text) belongs to the API. */
export function isApiRoute(routeUrl: string): boolean {
  return routeUrl === API_PREFIX || routeUrl.startsWith(`${API_PREFIX}/`);
}

type Hook = (...args: never[]) => unknown;

/** A route's hooks of one kind as a list, whether it declared none, one or several. */
export function hookList<T extends Hook>(hooks: T | T[] | undefined): T[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
