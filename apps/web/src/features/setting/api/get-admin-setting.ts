import { ZAdminSettingResponse } from '@sikerja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const adminSettingKey = ['admin', 'setting'] as const;

/** `GET admin/setting`: everything the settings screen edits. */
export const adminSettingQueryOptions = queryOptions({
  queryKey: adminSettingKey,
  queryFn: ({ signal }) => api.get('admin/setting', ZAdminSettingResponse, { signal }),
});

export function useAdminSetting() {
  return useQuery(adminSettingQueryOptions);
}
