import { QueryClient } from '@tanstack/react-query';
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
