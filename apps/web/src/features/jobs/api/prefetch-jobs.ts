import type { QueryClient } from '@tanstack/react-query';
import type { TDevice } from '../../../lib/device.ts';
import type { TLanguage } from '../../../lib/i18n.ts';
import { districtTreeQueryOptions, optionListQueryOptions } from '../../../lib/reference-data.ts';
import {
  HOME_NEWEST_JOBS,
  parseFilters,
  POSITION_PAGE_SIZE,
  toQueryBody,
} from '../utils/position-filters.ts';
import {
  jobHighlightsQueryOptions,
  positionDetailQueryOptions,
  positionsInfiniteQueryOptions,
  positionsQueryOptions,
} from './job-queries.ts';

interface TPrefetchContext {
  queryClient: QueryClient;
  params: URLSearchParams;
  device: TDevice;
  language: TLanguage;
}

/**
 * Starts the job list's requests while its code is still downloading (called from the route loader), with
 * the same query keys the page reads, so the page renders from cache. The server awaits the same calls
 * before it renders the page.
 */
export const prefetchPositionList = ({ queryClient, params, device, language }: TPrefetchContext) => {
  const filters = parseFilters(params);
  const { page, ...criteria } = filters;
  return Promise.all([
    device === 'mobile'
      ? queryClient.prefetchInfiniteQuery(
          positionsInfiniteQueryOptions(criteria, POSITION_PAGE_SIZE, language, page),
        )
      : queryClient.prefetchQuery(positionsQueryOptions(toQueryBody(filters, POSITION_PAGE_SIZE), language)),
    queryClient.prefetchQuery(optionListQueryOptions('JobCategory', language)),
    queryClient.prefetchQuery(optionListQueryOptions('JobNature', language)),
    queryClient.prefetchQuery(districtTreeQueryOptions(language)),
  ]);
};

/** How long a refusal (an offline or unknown job) is shown as read rather than asked again: as long as data. */
export const REFUSAL_FRESH_MS = 60_000;

export const prefetchPositionDetail = async ({ queryClient, params, language }: TPrefetchContext) => {
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return;
  const options = positionDetailQueryOptions(id, language);
  // A query without data is always stale, so a refusal would be asked again, and its page would turn back
  // into a skeleton: the server's page of an offline job would then fail to hydrate, and a tap on its link
  // in that moment would be lost.
  const state = queryClient.getQueryState(options.queryKey);
  if (state?.status === 'error' && Date.now() - state.errorUpdatedAt < REFUSAL_FRESH_MS) return;
  await queryClient.prefetchQuery(options);
};

export const prefetchHome = ({ queryClient, language }: TPrefetchContext) =>
  Promise.all([
    queryClient.prefetchQuery(jobHighlightsQueryOptions(language)),
    queryClient.prefetchQuery(positionsQueryOptions({ pageIndex: 1, pageSize: HOME_NEWEST_JOBS }, language)),
  ]);
