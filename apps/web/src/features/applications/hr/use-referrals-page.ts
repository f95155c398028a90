import type { THrReferral } from '@tmp/contracts';
import { useReferrals } from './api.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';

/** A referral's row, known by its application (a candidate is referred once per application). */
export type TReferralRow = THrReferral & { id: number };

/** /hr/referrals: one page of referrals at a time, the page in the URL. */
export const useReferralsPage = () => {
  const format = useHrFormat();
  const list = useListParams();
  const referrals = useReferrals({ pageIndex: list.page, pageSize: list.pageSize });
  const data = referrals.data && {
    recordcount: referrals.data.recordcount,
    list: referrals.data.list.map((referral): TReferralRow => ({ ...referral, id: referral.applicationId })),
  };
  return { format, list, query: { data, isFetching: referrals.isFetching } };
};
