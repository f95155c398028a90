import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrGetJobRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export const hrJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['hr', 'job', id],
    queryFn: ({ signal }) => api.callData(hrGetJobRoute, { query: { id } }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** A job in both languages, for the edit form. */
export const useHrJob = (id: number) => useQuery(hrJobQueryOptions(id));
