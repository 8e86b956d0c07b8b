import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** Answers that another try cannot change: the request itself was refused. */
function isFinal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isFinal(error) && failureCount < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
