/**
 * TanStack Query setup: no retries for HTTP 4xx (a retry cannot fix them), no refetch on window
 * focus (it would flash the spinner), failure toasts for the queries whose meta opts in (useApiQuery; the title comes from the contract).
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { fehlerStatus, zeigeFehler } from './notify';
import type { ApiQueryMeta } from './useApiCall';

export function darfWiederholen(failureCount: number, error: unknown): boolean {
  const status = fehlerStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const meta = query.meta as ApiQueryMeta | undefined;
        if (meta?.fehlerToast === true) void zeigeFehler(error);
      },
    }),
    defaultOptions: {
      queries: { retry: darfWiederholen, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
