import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Answers that another try cannot change: the request itself was refused. */
function isFinal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function createQueryClient(): QueryClient {
  // A decision, a request or a withdrawal changes what waits for whom: the menu's counts and
  // the bell refresh after any change instead of at their next poll.
  const mutationCache = new MutationCache({
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
  // TanStack assumes it starts online and only hears later changes; an installed app opened
  // offline would fail its first requests instead of holding them until the network returns.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine !== false);
  const client: QueryClient = new QueryClient({
    mutationCache,
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isFinal(error) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
