import type { QueryClient } from '@tanstack/react-query';
import type { TDevice } from '../../../lib/device.ts';
import type { TLanguage } from '../../../lib/i18n.ts';
import { parseFilters, POSITION_PAGE_SIZE, toQueryBody } from '../utils/position-filters.ts';
import { districtTreeQueryOptions } from './get-district-tree.ts';
import { jobCategoriesQueryOptions } from './get-job-categories.ts';
import { jobNaturesQueryOptions } from './get-job-natures.ts';
import { positionDetailQueryOptions } from './get-position-detail.ts';
import { positionsInfiniteQueryOptions, positionsQueryOptions } from './query-positions.ts';

interface TPrefetchContext {
  queryClient: QueryClient;
  params: URLSearchParams;
  device: TDevice;
  language: TLanguage;
}

/**
 * Starts the job list's requests while its code is still downloading (called from the route loader), with
 * the same query keys the page reads, so the page renders from cache.
 */
export const prefetchPositionList = ({ queryClient, params, device, language }: TPrefetchContext): void => {
  const filters = parseFilters(params);
  if (device === 'mobile') {
    const { page: _page, ...criteria } = filters;
    void queryClient.prefetchInfiniteQuery(
      positionsInfiniteQueryOptions(criteria, POSITION_PAGE_SIZE, language),
    );
  } else {
    void queryClient.prefetchQuery(positionsQueryOptions(toQueryBody(filters, POSITION_PAGE_SIZE), language));
  }
  void queryClient.prefetchQuery(jobCategoriesQueryOptions(language));
  void queryClient.prefetchQuery(jobNaturesQueryOptions(language));
  void queryClient.prefetchQuery(districtTreeQueryOptions(language));
};

export const prefetchPositionDetail = ({ queryClient, params, language }: TPrefetchContext): void => {
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0)
    void queryClient.prefetchQuery(positionDetailQueryOptions(id, language));
};
