import { type SettingImage, ZAdminSettingResponse } from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { publicSettingQueryOptions } from '../../../lib/site/public-setting.ts';
import { adminSettingKey } from './get-admin-setting.ts';

/** `POST admin/setting/image/{kind}`, multipart field `file`. */
export function uploadSettingImage(kind: SettingImage, file: File) {
  return api.upload(`admin/setting/image/${kind}`, ZAdminSettingResponse, file);
}

export function useUploadSettingImage(kind: SettingImage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSettingImage(kind, file),
    onSuccess: (answer) => {
      queryClient.setQueryData(adminSettingKey, answer);
      void queryClient.invalidateQueries({ queryKey: publicSettingQueryOptions.queryKey });
    },
  });
}
