import { hydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { positionDetailQueryOptions } from './job-queries.ts';
import { prefetchPositionDetail, REFUSAL_FRESH_MS } from './prefetch-jobs.ts';

/** A query client holding the refusal of job 25, read `age` ms ago; its prefetches are counted, not sent. */
const withRefusal = (age: number | undefined) => {
  const queryClient = createQueryClient();
  const options = positionDetailQueryOptions(25, 'en-US');
  // As a page rendered on the server hands it over (app/hydrate.ts).
  if (age !== undefined)
    hydrate(queryClient, {
      mutations: [],
      queries: [
        {
          queryKey: options.queryKey,
          queryHash: JSON.stringify(options.queryKey),
          dehydratedAt: Date.now(),
          state: {
            data: undefined,
            dataUpdateCount: 0,
            dataUpdatedAt: 0,
            error: { code: 2001, message: 'This requisition is offline' } as unknown as Error,
            errorUpdateCount: 1,
            errorUpdatedAt: Date.now() - age,
            fetchFailureCount: 1,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: true,
            status: 'error',
            fetchStatus: 'idle',
          },
        },
      ],
    });
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  return { queryClient, prefetch };
};

const run = (queryClient: ReturnType<typeof createQueryClient>) =>
  prefetchPositionDetail({
    queryClient,
    params: new URLSearchParams('id=25'),
    device: 'desktop',
    language: 'en-US',
  });

describe('prefetchPositionDetail', () => {
  it('shows a refusal the page already has as read (the server rendered it)', async () => {
    const { queryClient, prefetch } = withRefusal(1_000);
    await run(queryClient);
    expect(prefetch).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(positionDetailQueryOptions(25, 'en-US').queryKey)?.status).toBe('error');
  });

  it('asks again once the refusal is as old as data would be stale, and when there is none', async () => {
    for (const age of [REFUSAL_FRESH_MS + 1_000, undefined]) {
      const { queryClient, prefetch } = withRefusal(age);
      await run(queryClient);
      expect(prefetch).toHaveBeenCalledTimes(1);
    }
  });
});
