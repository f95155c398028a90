import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPositionDetailRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

// The page shows a refusal itself ("This requisition is offline"), so the call raises no toast.
export const getPositionDetail = (id: number, signal?: AbortSignal) =>
  api.callData(getPositionDetailRoute, { query: { id } }, { msg: 'none', signal });

export const positionDetailQueryOptions = (id: number, language: TLanguage) =>
  queryOptions({
    queryKey: ['jobs', 'position', language, id],
    queryFn: ({ signal }) => getPositionDetail(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    // A refusal (offline, unknown job) is shown as read, not read again as the page mounts: a page rendered
    // on the server with the refusal then hydrates showing the same message rather than a skeleton.
    retryOnMount: false,
  });

export const usePositionDetail = (id: number) => useQuery(positionDetailQueryOptions(id, useLanguage()));
