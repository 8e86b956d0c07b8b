import { type TUpdateSettingRequest, ZAdminSettingResponse } from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { publicSettingQueryOptions } from '../../../lib/site/public-setting.ts';
import { adminSettingKey } from './get-admin-setting.ts';

/** `PUT admin/setting`. */
export function updateAdminSetting(body: TUpdateSettingRequest) {
  return api.put('admin/setting', ZAdminSettingResponse, body);
}

/** Saves, keeps the answer as the screen's data, and refreshes the site title everywhere. */
export function useUpdateAdminSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSetting,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminSettingKey, answer);
      void queryClient.invalidateQueries({ queryKey: publicSettingQueryOptions.queryKey });
    },
  });
}
