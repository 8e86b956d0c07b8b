import {
  INBOX_PATHS,
  paginated,
  ZNotification,
  ZNotificationCountsResponse,
} from '@sikerja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequestVoid } from '../../../lib/api-client.ts';

// Waiting requests and new notifications should show without a reload, but not cost a request a second.
const COUNT_POLL_MS = 60_000;

export const notificationCountsQuery = queryOptions({
  queryKey: ['notifications', 'count'],
  queryFn: ({ signal }) => api.get('notifications/count', ZNotificationCountsResponse, { signal }),
  refetchInterval: COUNT_POLL_MS,
  staleTime: 15_000,
  retry: false,
});

export function useNotificationCounts() {
  return useQuery(notificationCountsQuery);
}

/** Screen path → how many requests wait there for the caller. */
export function useInboxCountsByPath(): ReadonlyMap<string, number> {
  const counts = useNotificationCounts().data?.data.inbox ?? [];
  const byPath = new Map<string, number>();
  for (const c of counts) {
    const path = INBOX_PATHS[`${c.subject_type}:${c.level}`];
    if (path) byPath.set(path, (byPath.get(path) ?? 0) + c.count);
  }
  return byPath;
}

const ZNotificationPage = paginated(ZNotification);

export function useLatestNotifications(enabled: boolean) {
  return useQuery({
    queryKey: ['notifications', 'latest'],
    queryFn: ({ signal }) =>
      api.post('notifications/list?page=1', ZNotificationPage, { per: 10 }, { signal }),
    enabled,
  });
}

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      apiRequestVoid(id === 'all' ? 'notifications/read-all' : `notifications/${id}/read`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
