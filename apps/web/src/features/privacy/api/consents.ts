import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getMyConsentsRoute,
  getMyDataAccessLogRoute,
  saveMyConsentsRoute,
  type TConsentPurpose,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

const ACCESS_LOG_PAGE = 10;

/** Who of the HR team viewed or changed what of mine, newest first, a page more at a time. */
export const useMyDataAccessLog = () =>
  useInfiniteQuery({
    queryKey: ['privacy', 'accessLog', useLanguage()],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.callData(
        getMyDataAccessLogRoute,
        { query: { pageIndex: pageParam, pageSize: ACCESS_LOG_PAGE } },
        { msg: 'none', signal },
      ),
    getNextPageParam: (last, pages) =>
      pages.length * ACCESS_LOG_PAGE < last.recordcount ? pages.length + 1 : undefined,
  });

const CONSENTS_KEY = ['privacy', 'consents'];

/** My answer per purpose, with the policy version and time of each. */
export const useMyConsents = () =>
  useQuery({
    queryKey: CONSENTS_KEY,
    queryFn: ({ signal }) => api.callData(getMyConsentsRoute, {}, { msg: 'none', signal }),
  });

export type TConsentAnswers = Partial<Record<TConsentPurpose, boolean>>;

/** Gives or withdraws consents under the current policy; the answers shown are the server's. */
export const useSaveConsents = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (purposes: TConsentAnswers) =>
      api.callData(saveMyConsentsRoute, { body: { purposes } }, { msg: 'all' }),
    onSuccess: (data) => queryClient.setQueryData(CONSENTS_KEY, data),
  });
};
