import {
  type TMasterImportCommitRequest,
  ZMasterImportCommitResponse,
  ZMasterImportPreviewResponse,
} from '@sikerja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ResourceEndpoints } from './resource-endpoints.ts';

/** The import's endpoints under the master's base path (docs/masters.md "Import from Excel"). */
export const importTemplatePath = (resource: Pick<ResourceEndpoints<unknown>, 'base'>) =>
  `${resource.base}/import/template`;

/** `POST <base>/import/preview`: what each row of the file would do; writes nothing. */
export function usePreviewResourceImport(resource: Pick<ResourceEndpoints<unknown>, 'base'>) {
  return useMutation({
    mutationFn: (file: File) =>
      api.upload(`${resource.base}/import/preview`, ZMasterImportPreviewResponse, file),
  });
}

/** `POST <base>/import/commit`: writes the previewed rows, all or none. */
export function useCommitResourceImport(resource: Pick<ResourceEndpoints<unknown>, 'base'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TMasterImportCommitRequest) =>
      api.post(`${resource.base}/import/commit`, ZMasterImportCommitResponse, request),
    // Other masters' selects may list the imported rows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['master'] }),
  });
}
