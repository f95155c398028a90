import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobHighlightsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const jobHighlightsQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['jobs', 'highlights', language],
    queryFn: ({ signal }) => api.callData(getJobHighlightsRoute, {}, { msg: 'none', signal }),
  });

export const useJobHighlights = () => useQuery(jobHighlightsQueryOptions(useLanguage()));
