import {
  type TAttachUraianRequest,
  ZAttachUraianResponse,
  ZPositionUraianRow,
  ZUraianRow,
} from '@sikerja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { defineListEndpoint } from '../../../platform/data-table/data-table.api.ts';

/** Everything cached about positions' menus; the uraian master shows the positions too. */
const menuKey = ['position-uraian'] as const;
const uraianMasterKey = ['master', 'admin/master/uraian'] as const;

const base = (positionId: number) => `admin/master/jabatan/peta/${positionId}/uraian`;

/** `POST admin/master/jabatan/peta/:id/uraian/list`: the uraian on one position's menu. */
export const positionUraianEndpoint = (positionId: number) =>
  defineListEndpoint({
    key: [...menuKey, positionId],
    path: `${base(positionId)}/list`,
    row: ZPositionUraianRow,
  });

const ZUraianPage = z.object({ data: z.array(ZUraianRow) });

/** Active uraian matching a search, for the multi-select that adds them to a menu. */
export function useActiveUraianOptions(search: string) {
  return useQuery({
    queryKey: [...uraianMasterKey, 'options', 'active', search],
    queryFn: ({ signal }) =>
      api.post(
        'admin/master/uraian/list',
        ZUraianPage,
        { search, per: 50, is_active: true },
        { signal },
      ),
    staleTime: 30_000,
  });
}

function useInvalidateMenus() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: menuKey }),
      queryClient.invalidateQueries({ queryKey: uraianMasterKey }),
    ]);
}

/** `POST admin/master/jabatan/peta/:id/uraian`: puts uraian on a position's menu. */
export function useAttachUraian(positionId: number) {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: (body: TAttachUraianRequest) =>
      api.post(base(positionId), ZAttachUraianResponse, body),
    onSuccess: invalidate,
  });
}

/** `DELETE admin/master/jabatan/peta/:id/uraian/:uraian`: takes one off the menu. */
export function useDetachUraian(positionId: number) {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: (taskDescriptionId: number) =>
      api.delete(`${base(positionId)}/${taskDescriptionId}`),
    onSuccess: invalidate,
  });
}
