import { useHrOffers } from './api.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';

/** /hr/offers: one page of offers under the status filter of the address. */
export const useOffersPage = () => {
  const format = useHrFormat();
  const list = useListParams();
  const offers = useHrOffers({ pageIndex: list.page, pageSize: list.pageSize, status: list.int('status') });
  return { format, list, offers };
};
