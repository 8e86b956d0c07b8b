import { type TPublicSetting, ZPublicSettingResponse } from '@sikerja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { PUBLIC_QUERY_ROOT } from '../auth/auth-user-query.ts';

/** The product's own name; the institution's name comes from the settings. */
export const APP_NAME = 'Sikerja';

/** `GET setting`: public, asked for at start (it also sets the anti-forgery cookie). */
export const publicSettingQueryOptions = queryOptions({
  queryKey: [PUBLIC_QUERY_ROOT, 'setting'],
  queryFn: ({ signal }) => api.get('setting', ZPublicSettingResponse, { signal, withAuth: false }),
  staleTime: 5 * 60_000,
  // SPEC section 7: a failure of the settings call is ignored; screens fall back to defaults.
  retry: false,
});

/** The public settings, or undefined while loading or when the call failed. */
export function usePublicSetting(): TPublicSetting | undefined {
  return useQuery(publicSettingQueryOptions).data?.data;
}

/** The site title (the institution's name), 'Sikerja' until it is known. */
export function useSiteName(): string {
  return usePublicSetting()?.name ?? APP_NAME;
}
