import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPositionDetailRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

/** The job applied for on /delivery; the page shows a refusal (offline, unknown) itself. */
export const positionSummaryQueryOptions = (id: number, language: TLanguage) =>
  queryOptions({
    queryKey: ['resumes', 'position', language, id],
    queryFn: ({ signal }) => api.callData(getPositionDetailRoute, { query: { id } }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

export const usePositionSummary = (id: number) => useQuery(positionSummaryQueryOptions(id, useLanguage()));
