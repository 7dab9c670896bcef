import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** A client error will not fix itself by asking again; a network hiccup may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && (error.code === 'INVALID_RESPONSE' || (error.status >= 400 && error.status < 500))) {
    return false;
  }
  return failureCount < 2;
}

/**
 * The site's TanStack Query client. When any call reports maintenance or a region block, the system status is asked
 * again so the whole site switches to the matching page instead of showing a broken screen.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && (error.code === 'SYSTEM_MAINTENANCE' || error.code === 'REGION_RESTRICTED')) {
          void queryClient.invalidateQueries({ queryKey: ['system', 'status'] });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
