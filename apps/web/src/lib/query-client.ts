import { QueryClient, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** A refusal by the server (code != 0) will not change on retry; only network failures are retried. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && error instanceof ApiError && error.code === -1;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();

/**
 * A conversation thread open on screen, answered by the other side: read again every 20 seconds while the
 * window is shown, and when it is shown again. Reading it marks the other side's messages read, so the list
 * of threads (`listKey`) is read again, but only on first reading or when messages arrived: a thread read
 * again with nothing new leaves the list alone, so a thread kept open costs one request each time, not two.
 */
export const useThreadQuery = <T extends { messages: unknown[] }>(
  queryKey: QueryKey,
  listKey: QueryKey,
  read: (signal: AbortSignal) => Promise<T>,
  options: { enabled: boolean; retry?: false },
) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await read(signal);
      const before = queryClient.getQueryData<T>(queryKey);
      if (!before || before.messages.length !== data.messages.length)
        void queryClient.invalidateQueries({ queryKey: listKey });
      return data;
    },
    ...options,
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
  });
};
