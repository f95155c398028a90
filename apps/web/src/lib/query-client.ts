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

/**
 * A query for what is open on screen and changes by someone else's hand (a conversation, answered by the
 * other side): read again every 20 seconds while the window is shown, and when it is shown again.
 */
export const LIVE_QUERY = { refetchInterval: 20_000, refetchOnWindowFocus: true } as const;

/**
 * Whether a thread just read brings what its list does not know yet: on first reading (which marks the
 * other side's messages read) or when messages arrived. A thread read again with nothing new leaves the
 * list alone, so a thread kept open costs one request each time, not two.
 */
export const threadChanged = (before: { messages: unknown[] } | undefined, after: { messages: unknown[] }) =>
  !before || before.messages.length !== after.messages.length;
